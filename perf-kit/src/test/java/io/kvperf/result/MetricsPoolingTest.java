package io.kvperf.result;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Operation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Several forks' metrics pooled into one result, as budgets on allocation and GC read them. */
class MetricsPoolingTest {
  private static final Environment MACHINE =
      new Environment(
          new Environment.Machine("Linux", "amd64", "AMD EPYC", "L1d 32K", 2),
          new Environment.Jvm("OpenJDK 64-Bit Server VM 17", List.of(), "G1", 1024));

  private static MetricsResult fork(long latencyNanos, long logicalBytes) {
    Histogram histogram = new Histogram(3);
    for (int i = 0; i < 100; i++) {
      histogram.recordValue(latencyNanos);
    }
    MetricsResult sample = Metrics.sample();
    return new MetricsResult(
        List.of(sample.iterations().get(0), sample.iterations().get(0).withIndex(2)),
        new MergedLatencies(
            Map.of(Operation.GET, Histograms.summary(histogram)),
            Map.of(),
            Map.of(Operation.GET, Histograms.encode(histogram)),
            Map.of()),
        sample.gc(),
        sample.disk(),
        logicalBytes);
  }

  @Test
  void iterationsAreRenumberedHistogramsMergedAndCountsSummed() {
    MetricsResult pooled = MetricsResult.pooled(List.of(fork(1_000, 10), fork(9_000, 5)));

    assertThat(pooled.iterations()).extracting(IterationMetrics::index).containsExactly(1, 2, 3, 4);
    LatencySummary get = pooled.latency().get(Operation.GET);
    assertThat(get.count()).isEqualTo(200);
    assertThat(get.p50Nanos()).isBetween(990L, 1_010L);
    assertThat(get.p99Nanos()).isBetween(8_990L, 9_010L);
    assertThat(Histograms.decode(pooled.latencyHistograms().get(Operation.GET)).getTotalCount())
        .isEqualTo(200);
    assertThat(pooled.logicalBytesWritten()).isEqualTo(15);
    assertThat(pooled.gc().pauseNanos()).containsExactly(3_000_000L, 3_000_000L);
    assertThat(pooled.allocationPerOpBytes()).isEqualTo(100.0);
  }

  /** A fork of one iteration at {@code opsPerSecond}, its reference 10 % slower. */
  private static ForkResult measured(double opsPerSecond, MetricsResult metrics) {
    return new ForkResult(
        new ThroughputResult(List.of(opsPerSecond)),
        metrics,
        new ThroughputResult(List.of(0.9 * opsPerSecond)),
        Metrics.sample(),
        MACHINE);
  }

  /**
   * The forks a baseline update ran beside its CPU load are kept for the calibration and left out
   * of the result's own figures, which describe the machine as a check finds it.
   */
  @Test
  void forksBesideAnUpdatesLoadAreKeptButNotPooled() {
    ForkResult alone = measured(1_000_000, fork(1_000, 10));
    ForkResult loaded = measured(500_000, fork(9_000, 5)).besideTheLoad();
    PerfResult result =
        PerfResult.ofForks(
            new PerfResult.Subject("c#m", "skiplist", Map.of(), "ci", 1),
            List.of(alone, loaded),
            new PerfResult.Platform(List.of(), MACHINE));

    assertThat(result.forks()).containsExactly(alone, loaded);
    assertThat(result.throughput().iterationOpsPerSecond()).containsExactly(1_000_000.0);
    assertThat(result.meanForkOpsPerSecond()).isEqualTo(1_000_000.0);
    assertThat(result.metrics().latency().get(Operation.GET).p99Nanos()).isBetween(990L, 1_010L);
    assertThat(result.metrics().logicalBytesWritten()).isEqualTo(10);

    PerfResult allLoaded =
        PerfResult.ofForks(
            new PerfResult.Subject("c#m", "skiplist", Map.of(), "ci", 1),
            List.of(loaded),
            new PerfResult.Platform(List.of(), MACHINE));
    assertThat(allLoaded.meanForkOpsPerSecond()).isEqualTo(500_000.0);
  }

  @Test
  void eachGroupsHistogramsAreMergedAndItsThroughputComesFromItsOperations() {
    Histogram writer = new Histogram(3);
    writer.recordValue(5_000);
    Histogram readers = new Histogram(3);
    readers.recordValue(1_000);
    IterationMetrics base = Metrics.sample().iterations().get(0);
    IterationMetrics iteration =
        new IterationMetrics(
            1,
            base.operations(),
            base.wallNanos(),
            base.probes(),
            base.memory(),
            new IterationMetrics.Latencies(
                base.latency(),
                base.intendedLatency(),
                Map.of(
                    "writer",
                    new GroupIteration(100, Map.of()),
                    "readers",
                    new GroupIteration(900, Map.of()))),
            new IterationMetrics.Recorded(base.gcPauseNanos(), Map.of(), Map.of()));
    MetricsResult sample = Metrics.sample();
    Map<String, GroupLatency> groups = new LinkedHashMap<>();
    groups.put(
        "writer",
        new GroupLatency(
            1,
            Map.of(Operation.UPDATE, Histograms.summary(writer)),
            Map.of(Operation.UPDATE, Histograms.encode(writer))));
    groups.put(
        "readers",
        new GroupLatency(
            3,
            Map.of(Operation.GET, Histograms.summary(readers)),
            Map.of(Operation.GET, Histograms.encode(readers))));
    MetricsResult fork =
        new MetricsResult(
            List.of(iteration),
            new MergedLatencies(sample.latency(), Map.of(), Map.of(), Map.of(), groups),
            sample.gc(),
            sample.disk(),
            0);

    MetricsResult pooled = MetricsResult.pooled(List.of(fork, fork));

    assertThat(pooled.groups()).containsOnlyKeys("writer", "readers");
    assertThat(pooled.groups().keySet()).containsExactly("writer", "readers");
    assertThat(pooled.groups().get("writer").latency().get(Operation.UPDATE).count()).isEqualTo(2);
    assertThat(pooled.groups().get("readers").threads()).isEqualTo(3);
    // 100 and 900 operations in each one-second iteration.
    assertThat(pooled.groupOpsPerSecond())
        .containsExactly(Map.entry("writer", 100.0), Map.entry("readers", 900.0));
  }

  @Test
  void oneForkIsItsOwnPool() {
    MetricsResult only = fork(1_000, 1);
    assertThat(MetricsResult.pooled(List.of(only))).isSameAs(only);
  }
}
