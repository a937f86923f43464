package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.Jvm;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.Rate;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.soak.GcLogReader;
import io.kvperf.result.ForkResult;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.LatencySummary;
import io.kvperf.result.MetricKey;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Statistic;
import io.kvperf.testengines.AllocatingEngine;
import io.kvperf.testengines.BackgroundAllocatingEngine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/** Measurements checked against what is known: an engine's allocation, the JVM's own GC log. */
class MeasurementExtensionTest {
  private static final List<PerfResult> RECEIVED = new ArrayList<>();

  @Test
  void allocationPerOperationIsWithinFivePercentOfWhatTheEngineAllocates(@TempDir Path directory) {
    RECEIVED.clear();
    FixtureRun.run(AllocationFixture.class, directory, Map.of())
        .testEvents()
        .assertStatistics(stats -> stats.succeeded(1));

    double perOp = RECEIVED.get(0).metrics().allocationPerOpBytes();
    assertThat(perOp)
        .isCloseTo(AllocatingEngine.BYTES_PER_GET, within(AllocatingEngine.BYTES_PER_GET * 0.05));
    assertThat(RECEIVED.get(0).metrics().operationAllocationPerOpBytes())
        .as("the operation thread's own")
        .isCloseTo(AllocatingEngine.BYTES_PER_GET, within(AllocatingEngine.BYTES_PER_GET * 0.05));
    assertThat(RECEIVED.get(0).metrics().latency()).containsKey(Operation.GET);
    assertThat(RECEIVED.get(0).metrics().iterations())
        .hasSize(3)
        .allSatisfy(i -> assertThat(i.operations()).isPositive());
    // Measured by name in the fork: each iteration's safepoints, which hold its GC pauses (one
    // pause
    // may begin inside a window whose safepoint began just before it: the longest is spared).
    MetricsResult metrics = RECEIVED.get(0).metrics();
    assertThat(metrics.iterations())
        .allSatisfy(i -> assertThat(i.measured(Statistic.SAFEPOINT_TIME_PER_SECOND)).isPresent());
    long safepointNanos =
        metrics.iterations().stream()
            .mapToLong(i -> i.measured(Statistic.SAFEPOINT_TIME_PER_SECOND).getAsLong())
            .sum();
    assertThat(safepointNanos)
        .isGreaterThanOrEqualTo(metrics.gcTotalPause().toNanos() - metrics.gcMaxPause().toNanos());
    assertThat(metrics.keyFigures()).containsKey(MetricKey.of(Statistic.SAFEPOINT_TIME_PER_SECOND));
  }

  @Test
  void theOperationThreadsAllocationLeavesOutTheEnginesBackgroundThreads(@TempDir Path directory) {
    RECEIVED.clear();
    FixtureRun.run(BackgroundAllocationFixture.class, directory, Map.of())
        .testEvents()
        .assertStatistics(stats -> stats.succeeded(1));

    MetricsResult metrics = RECEIVED.get(0).metrics();
    assertThat(metrics.operationAllocationPerOpBytes())
        .isCloseTo(AllocatingEngine.BYTES_PER_GET, within(AllocatingEngine.BYTES_PER_GET * 0.05));
    // The background thread allocates 4 KiB per get as it catches up (measured: about half of it
    // within the iterations, 3,288 B/op in all): the process's figure holds it, even if the thread
    // lags far behind.
    assertThat(metrics.allocationPerOpBytes())
        .isGreaterThan(
            AllocatingEngine.BYTES_PER_GET
                + BackgroundAllocatingEngine.BACKGROUND_BYTES_PER_GET / 8.0);
    assertThat(metrics.keyFigures())
        .containsEntry(
            MetricKey.of(Statistic.OPERATION_ALLOCATION_PER_OP),
            metrics.operationAllocationPerOpBytes());
  }

  @Test
  void gcPausesMatchTheJvmsOwnLogAndAPauseBudgetFailsNamingTheIteration(@TempDir Path directory)
      throws IOException {
    Path gcLog = directory.resolve("gc.log");
    EngineExecutionResults results =
        FixtureRun.run(
            GcFixture.class,
            directory,
            Map.of(KvPerfSettings.FORK_JVM_ARGS, "-Xlog:gc:file=" + gcLog + ":uptime"));

    results.testEvents().assertStatistics(stats -> stats.failed(1));
    Throwable failure = FixtureRun.onlyFailure(results);
    assertThat(failure.getMessage())
        .containsPattern(
            "GC max pause \\d+\\.\\d+ (ms|µs) in measured iteration \\d+ exceeds the budget of 1\\.0 µs");

    JsonNode gc =
        new ObjectMapper()
            .readTree(
                FixtureRun.runDirectory(
                        directory, GcFixture.class, "allocateOnASmallHeap", "allocating")
                    .resolve("fork-1/fork-metrics.json")
                    .toFile())
            .get("metrics")
            .get("gc");
    long startMillis = gc.get("startUptimeMillis").asLong();
    long endMillis = gc.get("endUptimeMillis").asLong();
    List<Long> kitPauses = new ArrayList<>();
    gc.get("pauseNanos").forEach(p -> kitPauses.add(p.asLong()));

    GcLogAgreement.check(kitPauses, GcLogReader.read(gcLog, startMillis, endMillis));
  }

  @Test
  void anOpenLoopRunsOnScheduleAndRecordsLatencyFromWhenOperationsWereDue(@TempDir Path directory) {
    RECEIVED.clear();
    FixtureRun.run(OpenLoopFixture.class, directory, Map.of())
        .testEvents()
        .assertStatistics(stats -> stats.succeeded(1));

    PerfResult result = RECEIVED.get(0);
    // The schedule, not the machine's speed: no iteration ran ahead of its operations' due times
    // (at most one operation per thread is due at the very start), and each operation's latency
    // from when it was due includes its service time.
    for (IterationMetrics iteration : result.metrics().iterations()) {
      double dueOperations = OpenLoopFixture.RATE * iteration.wallNanos() / 1e9;
      assertThat((double) iteration.operations())
          .as("operations done in iteration %d against %.0f due", iteration.index(), dueOperations)
          .isPositive()
          .isLessThanOrEqualTo(dueOperations + OpenLoopFixture.THREADS);
    }
    LatencySummary service = result.metrics().latency().get(Operation.GET);
    LatencySummary fromDue = result.metrics().intendedLatency().get(Operation.GET);
    assertThat(fromDue.count()).isEqualTo(service.count());
    assertThat(fromDue.p50Nanos()).isGreaterThanOrEqualTo(service.p50Nanos());
    assertThat(fromDue.maxNanos()).isGreaterThanOrEqualTo(service.maxNanos());
  }

  @Test
  void aCountBoundedPhaseExecutesExactlyItsOperationsAndScoresThemOverTheirTime(
      @TempDir Path directory) {
    RECEIVED.clear();
    FixtureRun.run(PopulateFixture.class, directory, Map.of())
        .testEvents()
        .assertStatistics(stats -> stats.succeeded(1));

    ForkResult fork = RECEIVED.get(0).forks().get(0);
    List<IterationMetrics> iterations = fork.metrics().iterations();
    List<Double> opsPerSecond = fork.throughput().iterationOpsPerSecond();
    assertThat(iterations).hasSize(2);
    assertThat(opsPerSecond).hasSize(2);
    for (int i = 0; i < iterations.size(); i++) {
      IterationMetrics iteration = iterations.get(i);
      assertThat(iteration.operations()).isEqualTo(PopulateFixture.OPERATIONS);
      // JMH times the threads' batches inside the iteration the kit's probes span, so the score
      // is at least the operations over that span, and not far above it.
      double overSpan = PopulateFixture.OPERATIONS / (iteration.wallNanos() / 1e9);
      assertThat(opsPerSecond.get(i))
          .as(
              "iteration %d: %.0f ops/s against %.0f over its span",
              i, opsPerSecond.get(i), overSpan)
          .isBetween(overSpan, 1.5 * overSpan);
    }
  }

  @KvPerfContract
  static class PopulateFixture {
    static final int OPERATIONS = 200_000;

    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(
        preload = 0,
        threads = 2,
        preloadOrder = PreloadOrder.RANDOM,
        mix = @Mix(gets = 0, inserts = 100))
    @Measure(
        warmups = 1,
        iterations = 2,
        operations = OPERATIONS,
        forks = 1,
        reference = Reference.NONE)
    void populate(PerfResult result) {
      RECEIVED.add(result);
    }
  }

  @KvPerfContract
  static class OpenLoopFixture {
    static final int RATE = 4_000;
    static final int THREADS = 2;

    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 1_000, threads = THREADS)
    @Rate(opsPerSecond = RATE)
    @Measure(
        warmups = 1,
        warmupTime = "300ms",
        iterations = 3,
        iterationTime = "500ms",
        forks = 1,
        reference = Reference.NONE)
    void openLoop(PerfResult result) {
      RECEIVED.add(result);
    }
  }

  @KvPerfContract
  static class AllocationFixture {
    @KvPerfTest
    @Engines(include = "allocating")
    @Workload(preload = 1_000)
    @Measure(
        warmups = 2,
        warmupTime = "300ms",
        iterations = 3,
        iterationTime = "500ms",
        forks = 1,
        reference = Reference.NONE)
    void allocate(PerfResult result) {
      RECEIVED.add(result);
    }
  }

  @KvPerfContract
  static class BackgroundAllocationFixture {
    @KvPerfTest
    @Engines(include = "background-allocating")
    @Workload(preload = 1_000)
    @Measure(
        warmups = 2,
        warmupTime = "300ms",
        iterations = 3,
        iterationTime = "500ms",
        forks = 1,
        reference = Reference.NONE)
    void allocateInTheBackground(PerfResult result) {
      RECEIVED.add(result);
    }
  }

  @KvPerfContract
  static class GcFixture {
    @KvPerfTest
    @Engines(include = "allocating")
    @Workload(preload = 1_000)
    // JFR reports each G1 pause 8-12 µs shorter than -Xlog:gc prints it (measured: 0.321 vs
    // 0.330 ms, 0.793 vs 0.800 ms; 69 pauses 0.79 ms apart in total): the check allows 20 µs a
    // pause. A heap this size gives a few dozen pauses (33-42 on one machine, 69 on another).
    @Jvm({"-XX:+UseG1GC", "-Xms128m", "-Xmx128m"})
    @Measure(
        warmups = 1,
        warmupTime = "300ms",
        iterations = 3,
        iterationTime = "500ms",
        forks = 1,
        reference = Reference.NONE)
    @Budget(gcMaxPause = "1us")
    void allocateOnASmallHeap() {}
  }
}
