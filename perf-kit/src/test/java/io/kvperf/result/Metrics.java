package io.kvperf.result;

import io.kvperf.api.Operation;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Fixed metrics for tests of what reads results. */
public final class Metrics {
  private Metrics() {}

  /**
   * One measured iteration of 1,000 gets: p99 of 2 µs, 100 bytes per op (all of them in the
   * operation thread), one pause of 3 ms.
   */
  public static MetricsResult sample() {
    return sample(1, 4096, 0);
  }

  /**
   * The probes of a sample iteration of 1,000 operations in a second: 0.5 s of process CPU, 0.4 s
   * in the operation thread, 2 cores, {@code allocatedBytes} allocated (all by the operation
   * thread) and {@code storageWriteBytes} written.
   */
  public static Map<IterationMetrics.Probe, Long> probes(
      long allocatedBytes, long storageWriteBytes) {
    return Map.of(
        IterationMetrics.Probe.CPU_NANOS,
        500_000_000L,
        IterationMetrics.Probe.OPERATION_CPU_NANOS,
        400_000_000L,
        IterationMetrics.Probe.CORES,
        2L,
        IterationMetrics.Probe.ALLOCATED_BYTES,
        allocatedBytes,
        IterationMetrics.Probe.OPERATION_ALLOCATED_BYTES,
        allocatedBytes,
        IterationMetrics.Probe.STORAGE_WRITE_BYTES,
        storageWriteBytes);
  }

  /** The probes of {@code iteration}, with {@code probe} read as {@code count}. */
  public static Map<IterationMetrics.Probe, Long> probesWith(
      IterationMetrics iteration, IterationMetrics.Probe probe, long count) {
    Map<IterationMetrics.Probe, Long> probes = new EnumMap<>(iteration.probes());
    probes.put(probe, count);
    return probes;
  }

  /**
   * Like {@link #sample()}, with {@code pauses} pauses of 3 ms, {@code storageWriteBytes} written
   * to storage and {@code logicalBytesWritten} bytes of keys and values written.
   */
  public static MetricsResult sample(int pauses, long storageWriteBytes, long logicalBytesWritten) {
    List<Long> pauseNanos = Collections.nCopies(pauses, 3_000_000L);
    LatencySummary get = new LatencySummary(1000, 1000, 1500, 2000, 5000, 9000, 12_000);
    IterationMetrics iteration =
        new IterationMetrics(
            1,
            1000,
            1_000_000_000L,
            probes(100_000L, storageWriteBytes),
            new MemorySnapshot(10 << 20, 0, 0, 50 << 20),
            new IterationMetrics.Latencies(Map.of(Operation.GET, get), Map.of(), Map.of()),
            new IterationMetrics.Recorded(pauseNanos, Map.of(), Map.of()));
    return new MetricsResult(
        List.of(iteration),
        new MergedLatencies(Map.of(Operation.GET, get), Map.of(), Map.of(), Map.of()),
        new GcObservation(0, 10, pauseNanos),
        new DiskUsage(0, 0),
        logicalBytesWritten);
  }

  /**
   * Like {@link #sample()}, whose fork timed each operation of {@code latencies} with the values
   * given (ns), in the histograms a fork keeps.
   */
  public static MetricsResult timed(Map<Operation, long[]> latencies) {
    Map<Operation, Histogram> histograms = new EnumMap<>(Operation.class);
    latencies.forEach(
        (operation, values) -> {
          Histogram histogram = new Histogram(3);
          for (long value : values) {
            histogram.recordValue(value);
          }
          histograms.put(operation, histogram);
        });
    MetricsResult sample = sample();
    return new MetricsResult(
        sample.iterations(),
        new MergedLatencies(
            Histograms.summaries(histograms),
            Map.of(),
            Histograms.encoded(histograms),
            Map.of(),
            Map.of()),
        sample.gc(),
        sample.disk(),
        sample.logicalBytesWritten());
  }

  /** {@code metrics} whose iterations each stood {@code nanos} at safepoints. */
  public static MetricsResult withSafepoints(MetricsResult metrics, long nanos) {
    return new MetricsResult(
        metrics.iterations().stream()
            .map(
                i ->
                    i.withRecorded(
                        new IterationMetrics.Recorded(
                            i.gcPauseNanos(),
                            i.gcPausesByKind(),
                            Map.of(Statistic.SAFEPOINT_TIME_PER_SECOND, nanos))))
            .toList(),
        metrics.latencies(),
        metrics.gc(),
        metrics.disk(),
        metrics.logicalBytesWritten());
  }
}
