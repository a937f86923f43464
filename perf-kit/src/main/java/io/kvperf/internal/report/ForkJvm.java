package io.kvperf.internal.report;

import java.util.Objects;

/**
 * The JVM a result's forks ran on, as JMH's result format names it ({@link MeasurementSummary}).
 *
 * @param javaExecutable the {@code java} the forks were started with
 * @param jdkVersion the JDK's version, e.g. {@code 17.0.15}
 * @param vmName the VM's name, e.g. {@code OpenJDK 64-Bit Server VM}
 * @param vmVersion the VM's version, e.g. {@code 17.0.15+6-Debian-1deb12u1}
 */
public record ForkJvm(String javaExecutable, String jdkVersion, String vmName, String vmVersion) {
  /** Checks the texts are present. */
  public ForkJvm {
    Objects.requireNonNull(javaExecutable, "javaExecutable");
    Objects.requireNonNull(jdkVersion, "jdkVersion");
    Objects.requireNonNull(vmName, "vmName");
    Objects.requireNonNull(vmVersion, "vmVersion");
  }

  /** The running JVM, which is the one forks are started with. */
  public static ForkJvm thisJvm() {
    return new ForkJvm(
        System.getProperty("java.home") + "/bin/java",
        System.getProperty("java.version"),
        System.getProperty("java.vm.name"),
        System.getProperty("java.vm.version"));
  }
}
