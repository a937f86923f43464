package io.kvperf.result;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The machine a result was measured on. Baselines are kept per environment: a throughput measured
 * on one machine says nothing about another.
 *
 * @param os operating system name
 * @param arch CPU architecture
 * @param cpuModel CPU model name, or {@code unknown} where the OS does not tell
 * @param cores processors available to the JVM
 * @param jvm JVM vendor, name and feature version, e.g. {@code Debian OpenJDK 64-Bit Server VM 17}
 */
public record Environment(String os, String arch, String cpuModel, int cores, String jvm) {
  /** Checks every field is present. */
  public Environment {
    Objects.requireNonNull(os, "os");
    Objects.requireNonNull(arch, "arch");
    Objects.requireNonNull(cpuModel, "cpuModel");
    Objects.requireNonNull(jvm, "jvm");
    if (cores < 1) {
      throw new IllegalArgumentException("cores must be at least 1, was " + cores);
    }
  }

  /** The environment of the running JVM (forks run on the same JVM and machine). */
  public static Environment current() {
    return new Environment(
        System.getProperty("os.name"),
        System.getProperty("os.arch"),
        cpuModel(Path.of("/proc/cpuinfo")),
        Runtime.getRuntime().availableProcessors(),
        System.getProperty("java.vm.vendor")
            + " "
            + System.getProperty("java.vm.name")
            + " "
            + Runtime.version().feature());
  }

  static String cpuModel(Path cpuinfo) {
    if (!Files.isReadable(cpuinfo)) {
      return "unknown";
    }
    try (Stream<String> lines = Files.lines(cpuinfo)) {
      return lines
          .filter(line -> line.startsWith("model name"))
          .map(line -> line.substring(line.indexOf(':') + 1).trim().replaceAll("\\s+", " "))
          .findFirst()
          .orElse("unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }

  /** One line for messages: {@code Linux amd64, <cpu>, 2 cores, <jvm>}. */
  public String describe() {
    return os + " " + arch + ", " + cpuModel + ", " + cores + " cores, " + jvm;
  }
}
