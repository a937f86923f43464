package io.kvperf.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Workload;
import io.kvperf.result.PerfResult;
import io.kvperf.testengines.ThrottledEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.opentest4j.AssertionFailedError;

/**
 * End to end through real forks: a baseline recorded for the {@code throttled} engine at no extra
 * cost, then the same engine doing 50 % more work fails the throughput budget with a message that
 * gives the baseline, the measured mean with its interval, the change and the tolerance.
 */
class BaselineGateExtensionTest {
  private static final List<PerfResult> RECEIVED = new ArrayList<>();

  @Test
  void fiftyPercentExtraCostFailsTheGate(@TempDir Path directory) throws Exception {
    RECEIVED.clear();
    EngineExecutionResults recording =
        FixtureRun.run(
            GateFixture.class,
            directory,
            Map.of(
                KvPerfSettings.BASELINE,
                "update",
                KvPerfSettings.FORK_JVM_ARGS,
                "-D" + ThrottledEngine.EXTRA_COST_PROPERTY + "=0"));
    recording.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Path baseline =
        directory.resolve("baselines").resolve(GateFixture.class.getName()).resolve("get.json");
    assertThat(baseline).exists();
    assertThat(Files.readString(baseline)).contains("\"engine\" : \"throttled\"");
    assertThat(RECEIVED)
        .singleElement()
        .satisfies(r -> assertThat(r.engine()).isEqualTo("throttled"));

    EngineExecutionResults slower =
        FixtureRun.run(
            GateFixture.class,
            directory,
            Map.of(
                KvPerfSettings.BASELINE,
                "check",
                KvPerfSettings.FORK_JVM_ARGS,
                "-D" + ThrottledEngine.EXTRA_COST_PROPERTY + "=50"));

    slower.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
    Throwable failure = FixtureRun.onlyFailure(slower);
    assertThat(failure).isInstanceOf(AssertionFailedError.class);
    assertThat(failure.getMessage())
        .contains(GateFixture.class.getName() + "#get [throttled]")
        .containsPattern("throughput fell \\d+\\.\\d% against the baseline")
        .contains("budget: a drop of at most 5%")
        .containsPattern("baseline: [\\d,]+ ops/s \\(mean of 16 iterations\\)")
        .containsPattern(
            "measured: [\\d,]+ ± [\\d,]+ ops/s \\(99\\.9% confidence interval on the log scale [\\d,]+"
                + " \\.\\. [\\d,]+; 16 iterations\\)")
        .contains("one-sided Welch t-test p = ");
    assertThat(RECEIVED).as("the method body does not run after a failed gate").hasSize(1);
    assertThat(directory.resolve("report").resolve("results.md"))
        .content()
        .contains("| throttled |");
  }

  @KvPerfContract
  static class GateFixture {
    @KvPerfTest
    @Engines(include = "throttled")
    @Workload(preload = 10_000, keySize = 16, valueSize = 100, seed = 7)
    @Measure(warmups = 3, warmupTime = "250ms", iterations = 16, iterationTime = "250ms")
    // The extra cost slows the whole operation by about 24 % (measured: the harness's own work per
    // operation dilutes the engine's 50 %); 5 % keeps the failure far outside fork-to-fork noise.
    @Budget(throughputDrop = 5)
    void get(PerfResult result) {
      RECEIVED.add(result);
    }
  }
}
