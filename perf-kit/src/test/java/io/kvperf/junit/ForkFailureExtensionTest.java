package io.kvperf.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Workload;
import io.kvperf.harness.ForkFailedException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/** An engine that answers fast with wrong values fails its own invocation, and others still run. */
class ForkFailureExtensionTest {

  @Test
  void wrongValuesFailTheInvocationHoweverFast(@TempDir Path directory) {
    EngineExecutionResults results = FixtureRun.run(WrongValuesFixture.class, directory, Map.of());

    results.testEvents().assertStatistics(stats -> stats.started(2).failed(1).succeeded(1));
    Throwable failure = FixtureRun.onlyFailure(results);
    assertThat(failure)
        .isInstanceOf(ForkFailedException.class)
        .hasMessageContaining("engine 'wrong-values' failed in its forked JVM")
        .hasMessageContaining("returned a wrong value for key #");
    assertThat(results.testEvents().succeeded().list().get(0).getTestDescriptor().getDisplayName())
        .isEqualTo("skiplist");
  }

  @KvPerfContract
  static class WrongValuesFixture {
    @KvPerfTest
    @Engines(include = {"wrong-values", "skiplist"})
    @Workload(preload = 1_000)
    @Measure(warmups = 1, warmupTime = "200ms", iterations = 2, iterationTime = "200ms")
    void get() {}
  }
}
