package io.kvperf.api;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything measured beside throughput, kept raw per measured iteration so that any statistic can
 * be recomputed, with the overall figures.
 *
 * @param iterations per measured iteration
 * @param latency overall latency per operation type, from the merged histograms of all measured
 *     iterations
 * @param latencyHistograms the merged histograms, HdrHistogram's compressed encoding in Base64, per
 *     operation type
 * @param gc every pause seen by the fork, for cross-checks
 * @param disk the store's directory after the final flush
 * @param logicalBytesWritten bytes of keys and values the workload wrote during the measured
 *     iterations
 */
public record MetricsResult(
    List<IterationMetrics> iterations,
    Map<String, LatencySummary> latency,
    Map<String, String> latencyHistograms,
    GcObservation gc,
    DiskUsage disk,
    long logicalBytesWritten) {

  /** Copies the collections and checks every part is present. */
  public MetricsResult {
    iterations = List.copyOf(iterations);
    latency = Map.copyOf(latency);
    latencyHistograms = Map.copyOf(latencyHistograms);
    Objects.requireNonNull(gc, "gc");
    Objects.requireNonNull(disk, "disk");
  }

  /** Heap bytes allocated per operation over all measured iterations. */
  public double allocationPerOpBytes() {
    long operations = iterations.stream().mapToLong(IterationMetrics::operations).sum();
    long bytes = iterations.stream().mapToLong(IterationMetrics::allocatedBytes).sum();
    return operations == 0 ? Double.NaN : bytes / (double) operations;
  }

  /** GC pauses in the measured iterations. */
  public long gcPauseCount() {
    return iterations.stream().mapToLong(i -> i.gcPauseNanos().size()).sum();
  }

  /** The longest GC pause of the measured iterations. */
  public Duration gcMaxPause() {
    return iterations.stream()
        .map(IterationMetrics::gcMaxPause)
        .max(Duration::compareTo)
        .orElse(Duration.ZERO);
  }

  /** The sum of the GC pauses of the measured iterations. */
  public Duration gcTotalPause() {
    return iterations.stream()
        .map(IterationMetrics::gcTotalPause)
        .reduce(Duration.ZERO, Duration::plus);
  }

  /** The share of wall time the measured iterations spent in GC pauses, 0–1. */
  public double gcShare() {
    long wall = iterations.stream().mapToLong(IterationMetrics::wallNanos).sum();
    return wall == 0 ? 0 : gcTotalPause().toNanos() / (double) wall;
  }

  /** Mean CPU usage of the measured iterations, 0–1. */
  public double cpuUsage() {
    return iterations.stream().mapToDouble(IterationMetrics::cpuUsage).average().orElse(Double.NaN);
  }

  /** Bytes written to storage during the measured iterations, or -1 where the OS does not tell. */
  public long storageWriteBytes() {
    if (iterations.stream().anyMatch(i -> i.storageWriteBytes() < 0)) {
      return -1;
    }
    return iterations.stream().mapToLong(IterationMetrics::storageWriteBytes).sum();
  }

  /**
   * Bytes written to storage per byte of keys and values written, or {@code NaN} when the OS does
   * not tell or nothing was written.
   */
  public double writeAmplification() {
    long stored = storageWriteBytes();
    return stored < 0 || logicalBytesWritten == 0
        ? Double.NaN
        : stored / (double) logicalBytesWritten;
  }

  /** Memory at the end of the last measured iteration. */
  public MemorySnapshot memory() {
    return iterations.isEmpty()
        ? new MemorySnapshot(0, 0, 0, -1)
        : iterations.get(iterations.size() - 1).memory();
  }
}
