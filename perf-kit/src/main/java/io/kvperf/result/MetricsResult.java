package io.kvperf.result;

import io.kvperf.api.Operation;
import java.io.Serializable;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Everything measured beside throughput, kept raw per measured iteration so that any statistic can
 * be recomputed, with the overall figures.
 *
 * @param iterations per measured iteration
 * @param latencies the overall latencies, from the merged histograms of all measured iterations
 * @param gc every pause seen by the fork, for cross-checks
 * @param disk the store's directory once flushed and closed
 * @param logicalBytesWritten bytes of keys and values the workload wrote during the measured
 *     iterations
 */
public record MetricsResult(
    List<IterationMetrics> iterations,
    MergedLatencies latencies,
    GcObservation gc,
    DiskUsage disk,
    long logicalBytesWritten)
    implements Serializable {

  /** Copies the iterations and checks every part is present. */
  public MetricsResult {
    iterations = List.copyOf(iterations);
    Objects.requireNonNull(latencies, "latencies");
    Objects.requireNonNull(gc, "gc");
    Objects.requireNonNull(disk, "disk");
  }

  /** These metrics with {@code other} as their GC observation. */
  public MetricsResult withGc(GcObservation other) {
    return new MetricsResult(iterations, latencies, other, disk, logicalBytesWritten);
  }

  /** Overall service latency per operation type ({@link MergedLatencies#service}). */
  public Map<Operation, LatencySummary> latency() {
    return latencies.service();
  }

  /**
   * Open-loop only: overall latency per operation type from when due ({@link
   * MergedLatencies#intended}).
   */
  public Map<Operation, LatencySummary> intendedLatency() {
    return latencies.intended();
  }

  /** The merged service-latency histograms, encoded ({@link MergedLatencies#serviceHistograms}). */
  public Map<Operation, String> latencyHistograms() {
    return latencies.serviceHistograms();
  }

  /** The merged histograms of {@link #intendedLatency()}, encoded alike. */
  public Map<Operation, String> intendedLatencyHistograms() {
    return latencies.intendedHistograms();
  }

  /** Per thread group, its latency, in declaration order; empty without groups. */
  public Map<String, GroupLatency> groups() {
    return latencies.groups();
  }

  /**
   * Each thread group's throughput over the measured iterations, in ops/s (its operations over the
   * iterations' wall time), in declaration order; empty without groups.
   */
  public Map<String, Double> groupOpsPerSecond() {
    Map<String, Double> rates = new LinkedHashMap<>();
    long wallNanos = iterations.stream().mapToLong(IterationMetrics::wallNanos).sum();
    for (String group : groups().keySet()) {
      long operations =
          iterations.stream()
              .map(i -> i.groups().get(group))
              .filter(Objects::nonNull)
              .mapToLong(GroupIteration::operations)
              .sum();
      rates.put(group, wallNanos == 0 ? Double.NaN : operations * 1e9 / wallNanos);
    }
    return rates;
  }

  /**
   * The forks' metrics pooled: their iterations in order, renumbered; their latency histograms
   * merged; every GC pause; the last fork's disk usage; the bytes written summed. Budgets on
   * allocation and GC read the pooled figures; the gate's decisions on throughput and p99 read each
   * fork's own.
   */
  public static MetricsResult pooled(List<MetricsResult> forks) {
    return MetricsPooling.pooled(forks);
  }

  /** Operations completed in the measured iterations. */
  public long operations() {
    return iterations.stream().mapToLong(IterationMetrics::operations).sum();
  }

  /** Heap bytes allocated per operation over all measured iterations, all threads of the fork. */
  public double allocationPerOpBytes() {
    long operations = operations();
    long bytes = iterations.stream().mapToLong(IterationMetrics::allocatedBytes).sum();
    return operations == 0 ? Double.NaN : bytes / (double) operations;
  }

  /**
   * Heap bytes allocated per operation over all measured iterations by the threads that issue the
   * operations (an engine's background threads left out), or NaN where an iteration could not tell.
   */
  public double operationAllocationPerOpBytes() {
    return perOperation(IterationMetrics::operationAllocatedBytes);
  }

  /**
   * CPU time per operation of the threads that issue them, in nanoseconds, over the measured
   * iterations; NaN where an iteration could not tell.
   */
  public double operationCpuPerOpNanos() {
    return perOperation(IterationMetrics::operationCpuNanos);
  }

  /**
   * The measured iterations' sum of an operation threads' counter (-1 where an iteration could not
   * tell) per operation; NaN where one could not, or nothing ran.
   */
  private double perOperation(java.util.function.ToLongFunction<IterationMetrics> counter) {
    long operations = operations();
    if (operations == 0 || iterations.stream().anyMatch(i -> counter.applyAsLong(i) < 0)) {
      return Double.NaN;
    }
    return iterations.stream().mapToLong(counter).sum() / (double) operations;
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

  /**
   * The figures baselines keep and budgets compare, by key: allocation per operation (the process's
   * and the operation threads'), the operation threads' CPU time per operation, occupied space, GC
   * pauses per million operations, write amplification and bytes written to storage per operation
   * where the OS tells, what was measured by name (e.g. safepoint time per second), and the p99 of
   * every operation type (service, and intended when open-loop).
   */
  public Map<MetricKey, Double> keyFigures() {
    Map<MetricKey, Double> figures = new LinkedHashMap<>();
    double allocation = allocationPerOpBytes();
    if (!Double.isNaN(allocation)) {
      figures.put(MetricKey.of(Statistic.ALLOCATION_PER_OP), allocation);
    }
    double operationAllocation = operationAllocationPerOpBytes();
    if (!Double.isNaN(operationAllocation)) {
      figures.put(MetricKey.of(Statistic.OPERATION_ALLOCATION_PER_OP), operationAllocation);
    }
    double operationCpu = operationCpuPerOpNanos();
    if (!Double.isNaN(operationCpu)) {
      figures.put(MetricKey.of(Statistic.OPERATION_CPU_PER_OP), operationCpu);
    }
    figures.put(MetricKey.of(Statistic.OCCUPIED_SPACE), (double) disk.occupiedBytes());
    long operations = operations();
    if (operations > 0) {
      figures.put(
          MetricKey.of(Statistic.GC_PAUSES_PER_OPERATION), gcPauseCount() * 1e6 / operations);
    }
    double amplification = writeAmplification();
    if (!Double.isNaN(amplification)) {
      figures.put(MetricKey.of(Statistic.WRITE_AMPLIFICATION), amplification);
    }
    long written = storageWriteBytes();
    if (written >= 0 && operations > 0) {
      figures.put(
          MetricKey.of(Statistic.STORAGE_BYTES_WRITTEN_PER_OP), written / (double) operations);
    }
    for (Statistic statistic : Statistic.measuredByName()) {
      measuredPerSecond(statistic).ifPresent(value -> figures.put(MetricKey.of(statistic), value));
    }
    latency()
        .forEach(
            (operation, summary) ->
                figures.put(
                    MetricKey.of(operation, Statistic.P99_LATENCY), (double) summary.p99Nanos()));
    intendedLatency()
        .forEach(
            (operation, summary) ->
                figures.put(
                    MetricKey.of(operation, Statistic.INTENDED_P99_LATENCY),
                    (double) summary.p99Nanos()));
    return figures;
  }

  /**
   * What the measured iterations measured of {@code statistic} by name ({@link
   * IterationMetrics#measured}), in nanoseconds per second of their wall time; empty where an
   * iteration did not record it, or nothing was measured.
   */
  public OptionalDouble measuredPerSecond(Statistic statistic) {
    long wallNanos = iterations.stream().mapToLong(IterationMetrics::wallNanos).sum();
    if (wallNanos == 0 || iterations.stream().anyMatch(i -> i.measured(statistic).isEmpty())) {
      return OptionalDouble.empty();
    }
    long total = iterations.stream().mapToLong(i -> i.measured(statistic).getAsLong()).sum();
    return OptionalDouble.of(total * 1e9 / wallNanos);
  }

  /** Memory at the end of the last measured iteration. */
  public MemorySnapshot memory() {
    return iterations.isEmpty()
        ? new MemorySnapshot(0, 0, 0, -1)
        : iterations.get(iterations.size() - 1).memory();
  }
}
