package io.kvperf.harness;

import io.kvperf.api.DiskUsage;
import io.kvperf.api.MemorySnapshot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Readings of the running process: CPU, allocation, memory, storage writes, directory usage. */
final class ProcessProbes {
  private static final Path PROC_IO = Path.of("/proc/self/io");
  private static final Path PROC_STATUS = Path.of("/proc/self/status");

  private final com.sun.management.OperatingSystemMXBean os =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private final com.sun.management.ThreadMXBean threads =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  private final List<BufferPoolMXBean> bufferPools =
      ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class);

  ProcessProbes() {
    if (!threads.isThreadAllocatedMemorySupported()) {
      throw new IllegalStateException("this JVM cannot measure allocated bytes per thread");
    }
    threads.setThreadAllocatedMemoryEnabled(true);
  }

  /** CPU time of the whole process, in nanoseconds. */
  long processCpuNanos() {
    return os.getProcessCpuTime();
  }

  /** Heap bytes allocated by all threads since the JVM started, terminated threads included. */
  long totalAllocatedBytes() {
    return threads.getTotalThreadAllocatedBytes();
  }

  /** Bytes the process caused to be written to storage, or -1 where the OS does not tell. */
  long storageWriteBytes() {
    return procField(PROC_IO, "write_bytes:", 1);
  }

  MemorySnapshot memory() {
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
    return new MemorySnapshot(
        ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(),
        direct,
        mapped,
        residentKilobytes < 0 ? -1 : residentKilobytes * 1024);
  }

  /** Total size and number of the regular files under {@code directory}. */
  static DiskUsage diskUsage(Path directory) {
    if (!Files.isDirectory(directory)) {
      return new DiskUsage(0, 0);
    }
    try (Stream<Path> files = Files.walk(directory)) {
      long[] totals = new long[2];
      files
          .filter(Files::isRegularFile)
          .forEach(
              file -> {
                try {
                  totals[0] += Files.size(file);
                  totals[1]++;
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
      return new DiskUsage(totals[0], totals[1]);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot measure " + directory, e);
    }
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
