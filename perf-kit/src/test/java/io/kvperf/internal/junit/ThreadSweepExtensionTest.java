package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Threads;
import io.kvperf.api.ValueSizes;
import io.kvperf.api.Workload;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.settings.SweepFilter;
import io.kvperf.result.PerfResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * {@code @Threads({1, 2})} runs one invocation per engine and thread count, named by both, each
 * with its own contract id and baseline; {@code kvperf.threads} picks the counts that run, as a
 * test filter picks tests.
 */
class ThreadSweepExtensionTest {
  private static final List<PerfResult> RECEIVED = new ArrayList<>();

  @Test
  void aSweepRunsOneInvocationPerThreadCountAndTheFilterSkipsTheOthers(@TempDir Path directory)
      throws Exception {
    RECEIVED.clear();
    EngineExecutionResults results =
        FixtureRun.run(
            SweepFixture.class,
            directory,
            Map.of(KvPerfSettings.BASELINE, "update", SweepFilter.THREADS, "2,8"));

    results
        .testEvents()
        .assertThatEvents()
        .haveExactly(1, event(displayName("skiplist, 2 threads"), finishedSuccessfully()));
    results
        .testEvents()
        .assertStatistics(stats -> stats.started(1).skipped(0).succeeded(1).failed(0));
    assertThat(RECEIVED)
        .singleElement()
        .satisfies(
            result -> {
              assertThat(result.threads()).isEqualTo(2);
              assertThat(result.contract())
                  .isEqualTo(SweepFixture.class.getName() + "#get[threads=2]");
            });
    Path baselines = directory.resolve("baselines").resolve(SweepFixture.class.getName());
    assertThat(baselines.resolve("get[threads=2].json"))
        .as("each point of the sweep keeps its own baseline")
        .exists();
    try (var files = Files.list(baselines)) {
      assertThat(files.count()).isEqualTo(1);
    }
  }

  @Test
  void aFilterThatLeavesOutEveryCountRunsNothing(@TempDir Path directory) {
    RECEIVED.clear();
    EngineExecutionResults results =
        FixtureRun.run(SweepFixture.class, directory, Map.of(SweepFilter.THREADS, "8"));

    results.containerEvents().assertStatistics(stats -> stats.failed(0));
    results.testEvents().assertStatistics(stats -> stats.started(0));
    assertThat(RECEIVED).isEmpty();
  }

  @Test
  void theValueSizeFilterPicksPointsOfAValueSizeSweepTheSameWay(@TempDir Path directory) {
    RECEIVED.clear();
    EngineExecutionResults results =
        FixtureRun.run(
            ValueSizeSweepFixture.class, directory, Map.of(SweepFilter.VALUE_SIZES, "1024"));

    results
        .testEvents()
        .assertThatEvents()
        .haveExactly(1, event(displayName("skiplist, 1024-byte values"), finishedSuccessfully()));
    results.testEvents().assertStatistics(stats -> stats.started(1).failed(0));
    assertThat(RECEIVED)
        .singleElement()
        .satisfies(
            result ->
                assertThat(result.contract())
                    .isEqualTo(ValueSizeSweepFixture.class.getName() + "#get[valueSize=1024]"));
  }

  @Test
  void anInvalidValueSizeFilterNamesTheSetting() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> SweepFilter.parse(SweepFilter.VALUE_SIZES, java.util.Optional.of("1k")))
        .hasMessage(
            "kvperf.valueSizes = '1k' is invalid: give 'all' or sizes in bytes of at least 1"
                + " separated by commas");
  }

  @KvPerfContract
  static class ValueSizeSweepFixture {
    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 1_000)
    @ValueSizes({100, 1024})
    @Measure(warmups = 0, iterations = 1, iterationTime = "100ms", forks = 1)
    @Budget(allocationRise = 100)
    void get(PerfResult result) {
      RECEIVED.add(result);
    }
  }

  @KvPerfContract
  static class SweepFixture {
    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 1_000)
    @Threads({1, 2})
    @Measure(warmups = 0, iterations = 1, iterationTime = "100ms", forks = 1)
    @Budget(allocationRise = 100)
    void get(PerfResult result) {
      RECEIVED.add(result);
    }
  }
}
