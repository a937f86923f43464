package io.kvperf.internal.report;

import java.util.Objects;

/**
 * How a result was measured, as JMH's result format states it: iterations and their times, and the
 * JVM the forks ran on.
 *
 * @param warmupIterations warm-up iterations per fork
 * @param warmupMillis time of each warm-up iteration
 * @param iterations measured iterations per fork
 * @param iterationMillis time of each measured iteration
 * @param javaExecutable the {@code java} the forks were started with
 * @param jdkVersion the JDK's version, e.g. {@code 17.0.15}
 * @param vmName the VM's name, e.g. {@code OpenJDK 64-Bit Server VM}
 * @param vmVersion the VM's version, e.g. {@code 17.0.15+6-Debian-1deb12u1}
 * @param batchSize operations each thread executes per iteration of a plan bounded by a count,
 *     timed as one shot; 0 when iterations are bounded by their times
 * @param soak whether it was a soak ({@link io.kvperf.api.Soak}): each measured iteration one
 *     interval of one long phase, which the reports sum up in the Krati seed's shape
 */
public record MeasurementSummary(
    int warmupIterations,
    long warmupMillis,
    int iterations,
    long iterationMillis,
    String javaExecutable,
    String jdkVersion,
    String vmName,
    String vmVersion,
    long batchSize,
    boolean soak) {
  /** Checks the texts are present. */
  public MeasurementSummary {
    Objects.requireNonNull(javaExecutable, "javaExecutable");
    Objects.requireNonNull(jdkVersion, "jdkVersion");
    Objects.requireNonNull(vmName, "vmName");
    Objects.requireNonNull(vmVersion, "vmVersion");
  }

  /** Whether each iteration executed a fixed count of operations rather than running for a time. */
  public boolean countBounded() {
    return batchSize > 0;
  }

  /** The plan's figures with the running JVM, which is the one forks are started with. */
  public static MeasurementSummary onThisJvm(
      int warmupIterations,
      long warmupMillis,
      int iterations,
      long iterationMillis,
      long batchSize,
      boolean soak) {
    return new MeasurementSummary(
        warmupIterations,
        warmupMillis,
        iterations,
        iterationMillis,
        System.getProperty("java.home") + "/bin/java",
        System.getProperty("java.version"),
        System.getProperty("java.vm.name"),
        System.getProperty("java.vm.version"),
        batchSize,
        soak);
  }
}
