package io.kvperf.internal.metrics;

import io.kvperf.result.MemorySnapshot;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Probes of the running process: CPU time, allocation and storage writes as counters, and memory at
 * the end of an iteration.
 */
final class ProcessProbes {
  private static final Path PROC_IO = Path.of("/proc/self/io");
  private static final Path PROC_STATUS = Path.of("/proc/self/status");
  private static final Path PROC_TASKS = Path.of("/proc/self/task");

  private ProcessProbes() {}

  /**
   * CPU time of the whole process, in nanoseconds: on Linux the sum over its live threads of the
   * scheduler's run time ({@code /proc/self/task/<tid>/schedstat}), to the nanosecond, where the
   * JVM's own figure counts in clock ticks of 10 ms, a fifth of a short iteration; elsewhere the
   * JVM's. Threads that end within an iteration take their time with them.
   */
  static CounterProbe cpuNanos() {
    if (Files.isDirectory(PROC_TASKS) && threadRunNanos() >= 0) {
      return new CounterProbe(ProcessProbes::threadRunNanos);
    }
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    return new CounterProbe(os::getProcessCpuTime);
  }

  /** The sum of the run time of the process's live threads, or -1 where Linux does not tell. */
  static long threadRunNanos() {
    long sum = 0;
    try (DirectoryStream<Path> tasks = Files.newDirectoryStream(PROC_TASKS)) {
      for (Path task : tasks) {
        String line;
        try {
          line = Files.readString(task.resolve("schedstat"));
        } catch (NoSuchFileException ended) {
          continue;
        }
        int space = line.indexOf(' ');
        if (space <= 0) {
          return -1;
        }
        sum += Long.parseLong(line, 0, space, 10);
      }
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
    return sum;
  }

  /**
   * Heap bytes allocated by all threads, terminated threads included; -1 on a JVM without {@code
   * getTotalThreadAllocatedBytes}, which Java 17's API does not have and later 17 updates do.
   */
  static CounterProbe allocatedBytes() {
    com.sun.management.ThreadMXBean threads = allocationCounters();
    MethodHandle total = totalAllocatedBytes();
    if (total == null) {
      return new CounterProbe(() -> -1);
    }
    MethodHandle bound = total.bindTo(threads);
    return new CounterProbe(
        () -> {
          try {
            return (long) bound.invokeExact();
          } catch (Throwable e) {
            throw new IllegalStateException("reading the JVM's total allocated bytes", e);
          }
        });
  }

  private static MethodHandle totalAllocatedBytes() {
    try {
      return MethodHandles.publicLookup()
          .findVirtual(
              com.sun.management.ThreadMXBean.class,
              "getTotalThreadAllocatedBytes",
              MethodType.methodType(long.class));
    } catch (NoSuchMethodException | IllegalAccessException absent) {
      return null;
    }
  }

  /** The JVM's per-thread allocation counters, switched on. */
  static com.sun.management.ThreadMXBean allocationCounters() {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    if (!threads.isThreadAllocatedMemorySupported()) {
      throw new IllegalStateException("this JVM cannot measure allocated bytes per thread");
    }
    threads.setThreadAllocatedMemoryEnabled(true);
    return threads;
  }

  /** Bytes the process caused to be written to storage; -1 where the OS does not tell. */
  static CounterProbe storageWriteBytes() {
    return new CounterProbe(() -> procField(PROC_IO, "write_bytes:", 1));
  }

  /** Memory at the end of the iteration. */
  static IterationProbe<MemorySnapshot> memory() {
    List<BufferPoolMXBean> bufferPools =
        ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class);
    return new IterationProbe<>() {
      @Override
      public void begin() {}

      @Override
      public MemorySnapshot end() {
        long direct = 0;
        long mapped = 0;
        for (BufferPoolMXBean pool : bufferPools) {
          if (pool.getName().equals("direct")) {
            direct = pool.getMemoryUsed();
          } else if (pool.getName().equals("mapped")) {
            mapped = pool.getMemoryUsed();
          }
        }
        long residentKilobytes = procField(PROC_STATUS, "VmRSS:", 1);
        long peakKilobytes = procField(PROC_STATUS, "VmHWM:", 1);
        return new MemorySnapshot(
            ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(),
            direct,
            mapped,
            residentKilobytes < 0 ? -1 : residentKilobytes * 1024,
            peakKilobytes < 0 ? -1 : peakKilobytes * 1024);
      }
    };
  }

  /** A number from a {@code /proc} file's line that starts with {@code label}, or -1. */
  private static long procField(Path file, String label, int column) {
    if (!Files.isReadable(file)) {
      return -1;
    }
    try (Stream<String> lines = Files.lines(file)) {
      return lines
          .filter(line -> line.startsWith(label))
          .map(line -> line.trim().split("\\s+"))
          .filter(parts -> parts.length > column)
          .mapToLong(parts -> Long.parseLong(parts[column]))
          .findFirst()
          .orElse(-1);
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
  }
}
