package io.kvperf.result;

import java.io.IOException;
import java.io.Serializable;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The machine and the JVM a result was measured on, as the fork saw them. Baselines are kept per
 * environment: a throughput measured on one machine, or with another collector or heap, says
 * nothing about another.
 *
 * @param machine the machine: its OS, CPU and cores
 * @param runtime the JVM and how it was started
 */
public record Environment(Machine machine, Jvm runtime) implements Serializable {
  /**
   * The machine a result was measured on.
   *
   * @param os operating system name
   * @param arch CPU architecture
   * @param cpuModel the full CPU model string, or {@code unknown} where the OS does not tell
   * @param cpuCaches the CPU's caches, e.g. {@code L1d 48K, L1i 32K, L2 2048K, L3 266240K}, or
   *     {@code unknown}
   * @param cores processors available to the JVM
   */
  public record Machine(String os, String arch, String cpuModel, String cpuCaches, int cores)
      implements Serializable {
    /** Checks every field is present and there is a core. */
    public Machine {
      Objects.requireNonNull(os, "os");
      Objects.requireNonNull(arch, "arch");
      Objects.requireNonNull(cpuModel, "cpuModel");
      Objects.requireNonNull(cpuCaches, "cpuCaches");
      if (cores < 1) {
        throw new IllegalArgumentException("cores must be at least 1, was " + cores);
      }
    }
  }

  /**
   * The JVM a result was measured in.
   *
   * @param name JVM vendor, name and feature version, e.g. {@code Debian OpenJDK 64-Bit Server VM
   *     17}
   * @param flags the fork JVM's {@code -X} and {@code -XX} options, in order (system properties are
   *     not flags and are left out, and so are JMH's compile-command file, a fresh temporary file
   *     in every fork, and {@code -Xlog} options)
   * @param gc the garbage collector, from its collectors' names, e.g. {@code G1 Young Generation +
   *     G1 Old Generation}
   * @param maxHeapMegabytes the heap's maximum size
   */
  public record Jvm(String name, List<String> flags, String gc, long maxHeapMegabytes)
      implements Serializable {
    /** Checks every field is present and copies the flags. */
    public Jvm {
      Objects.requireNonNull(name, "name");
      flags = List.copyOf(flags);
      Objects.requireNonNull(gc, "gc");
    }
  }

  /** Checks both parts are present. */
  public Environment {
    Objects.requireNonNull(machine, "machine");
    Objects.requireNonNull(runtime, "runtime");
  }

  /** Operating system name. */
  public String os() {
    return machine.os();
  }

  /** CPU architecture. */
  public String arch() {
    return machine.arch();
  }

  /** The full CPU model string, or {@value #UNKNOWN} where the OS does not tell. */
  public String cpuModel() {
    return machine.cpuModel();
  }

  /** The CPU's caches, or {@value #UNKNOWN}. */
  public String cpuCaches() {
    return machine.cpuCaches();
  }

  /** Processors available to the JVM. */
  public int cores() {
    return machine.cores();
  }

  /** JVM vendor, name and feature version. */
  public String jvm() {
    return runtime.name();
  }

  /** The fork JVM's {@code -X} and {@code -XX} options, in order. */
  public List<String> jvmFlags() {
    return runtime.flags();
  }

  /** The garbage collector. */
  public String gc() {
    return runtime.gc();
  }

  /** The heap's maximum size. */
  public long maxHeapMegabytes() {
    return runtime.maxHeapMegabytes();
  }

  /** The environment of the running JVM. */
  public static Environment current() {
    return new Environment(
        new Machine(
            System.getProperty("os.name"),
            System.getProperty("os.arch"),
            cpuModel(Path.of("/proc/cpuinfo")),
            cpuCaches(Path.of("/sys/devices/system/cpu/cpu0/cache")),
            Runtime.getRuntime().availableProcessors()),
        new Jvm(
            System.getProperty("java.vm.vendor")
                + " "
                + System.getProperty("java.vm.name")
                + " "
                + Runtime.version().feature(),
            ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(argument -> argument.startsWith("-X"))
                // JMH's compile-command file has a fresh temporary name in every fork, and logging
                // options name files: neither changes what is measured.
                .filter(argument -> !argument.startsWith("-XX:CompileCommandFile="))
                .filter(argument -> !argument.startsWith("-Xlog"))
                .toList(),
            ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName)
                .collect(Collectors.joining(" + ")),
            Runtime.getRuntime().maxMemory() >> 20));
  }

  static String cpuModel(Path cpuinfo) {
    if (!Files.isReadable(cpuinfo)) {
      return UNKNOWN;
    }
    try (Stream<String> lines = Files.lines(cpuinfo)) {
      return lines
          .filter(line -> line.startsWith("model name"))
          .map(line -> line.substring(line.indexOf(':') + 1).trim().replaceAll("\\s+", " "))
          .findFirst()
          .orElse(UNKNOWN);
    } catch (IOException e) {
      return UNKNOWN;
    }
  }

  /** Linux's description of the first CPU's caches: level, type and size of each. */
  static String cpuCaches(Path cacheDirectory) {
    if (!Files.isDirectory(cacheDirectory)) {
      return UNKNOWN;
    }
    try (Stream<Path> indexes = Files.list(cacheDirectory)) {
      List<String> caches = new ArrayList<>();
      for (Path index :
          indexes.filter(p -> p.getFileName().toString().startsWith("index")).sorted().toList()) {
        String type = read(index.resolve("type"));
        String suffix =
            switch (type) {
              case "Data" -> "d";
              case "Instruction" -> "i";
              default -> "";
            };
        caches.add("L" + read(index.resolve("level")) + suffix + " " + read(index.resolve("size")));
      }
      return caches.isEmpty() ? "unknown" : String.join(", ", caches);
    } catch (IOException e) {
      return "unknown";
    }
  }

  private static String read(Path file) throws IOException {
    return Files.readString(file).trim();
  }

  /** What {@link #cpuModel} reads where the OS does not tell the CPU's model. */
  public static final String UNKNOWN = "unknown";

  /**
   * Whether this environment tells its machine from others: its CPU model could be read. Where it
   * could not (macOS, Windows, some ARM Linux), two different machines would describe themselves
   * alike, so no baseline can be known to be this machine's.
   */
  public boolean identifiesMachine() {
    return !cpuModel().equals(UNKNOWN);
  }

  /**
   * Whether {@code other} runs the same JVM the same way: the same OS, architecture, JVM, flags,
   * collector and heap, on any CPU. What a fork allocates or writes per operation depends on these
   * and not on the CPU's speed, so figures that are {@link Statistic#machineIndependent()} compare
   * across such environments.
   */
  public boolean sameRuntime(Environment other) {
    return os().equals(other.os()) && arch().equals(other.arch()) && runtime.equals(other.runtime);
  }

  /**
   * One line for messages: {@code Linux amd64, <cpu> (<caches>), 2 cores, <jvm>, <gc>, heap N MB}.
   */
  public String describe() {
    return os()
        + " "
        + arch()
        + ", "
        + cpuModel()
        + " ("
        + cpuCaches()
        + "), "
        + cores()
        + " cores, "
        + jvm()
        + (jvmFlags().isEmpty() ? "" : " " + String.join(" ", jvmFlags()))
        + ", "
        + gc()
        + ", heap "
        + maxHeapMegabytes()
        + " MB";
  }
}
