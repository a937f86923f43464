package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Engines;
import io.kvperf.api.Jvm;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.internal.settings.KvPerfSettings;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/** An engine that answers fast with wrong values fails its own invocation, and others still run. */
class ForkFailureExtensionTest {

  @Test
  void wrongValuesFailTheInvocationHoweverFast(@TempDir Path directory) throws Exception {
    EngineExecutionResults results = FixtureRun.run(WrongValuesFixture.class, directory, Map.of());

    results.testEvents().assertStatistics(stats -> stats.started(2).failed(1).succeeded(1));
    Throwable failure = FixtureRun.onlyFailure(results);
    assertThat(failure)
        .isInstanceOf(ForkFailedException.class)
        .hasMessageContaining("engine 'wrong-values' failed in its forked JVM");
    assertThat(failure.getCause())
        .as("what the fork's check of every read threw")
        .isInstanceOf(Class.forName("io.kvperf.internal.fork.ValueMismatchException"));
    assertThat(results.testEvents().succeeded().list().get(0).getTestDescriptor().getDisplayName())
        .isEqualTo("skiplist");
  }

  @Test
  void crashesOutOfMemoryAndHangsFailTheirOwnInvocationWithTheCause(@TempDir Path directory) {
    EngineExecutionResults results =
        FixtureRun.run(
            MisbehavingFixture.class, directory, Map.of(KvPerfSettings.FORK_TIMEOUT, "20s"));

    results.testEvents().assertStatistics(stats -> stats.started(4).failed(3).succeeded(1));
    Map<String, Throwable> failures = new java.util.TreeMap<>();
    results.testEvents().failed().stream()
        .forEach(
            event ->
                failures.put(
                    event.getTestDescriptor().getDisplayName(),
                    event
                        .getPayload(org.junit.platform.engine.TestExecutionResult.class)
                        .flatMap(org.junit.platform.engine.TestExecutionResult::getThrowable)
                        .orElseThrow()));
    assertThat(failures)
        .containsOnlyKeys("crashing", "exhausting", "hanging")
        .allSatisfy(
            (engine, failure) -> assertThat(failure).isInstanceOf(ForkFailedException.class));
    Map<String, String> messages = new java.util.TreeMap<>();
    failures.forEach((engine, failure) -> messages.put(engine, failure.getMessage()));
    assertThat(messages.get("crashing"))
        .as("JMH's word on the fork, quoted")
        .contains("<forked VM failed with exit code 134>");
    assertThat(failures.get("hanging"))
        .cause()
        .as("the deadline, as the cause")
        .isInstanceOf(TimeoutException.class);
    assertThat(messages.get("exhausting"))
        .startsWith(
            "engine 'exhausting' failed in its forked JVM: it ran out of memory"
                + " (java.lang.OutOfMemoryError)");
    assertThat(messages.get("hanging"))
        .startsWith(
            "engine 'hanging' failed in its forked JVM: java.util.concurrent.TimeoutException: the"
                + " fork ran past its deadline of 20 s (kvperf.fork.timeout) and was killed");
    assertThat(results.testEvents().succeeded().list().get(0).getTestDescriptor().getDisplayName())
        .isEqualTo("skiplist");
  }

  @KvPerfContract
  static class MisbehavingFixture {
    @KvPerfTest
    @Engines(include = {"crashing", "exhausting", "hanging", "skiplist"})
    @Workload(preload = 1_000)
    @Jvm("-Xmx64m")
    @Measure(
        warmups = 1,
        warmupTime = "300ms",
        iterations = 2,
        iterationTime = "300ms",
        forks = 1,
        reference = Reference.NONE)
    void get() {}
  }

  @KvPerfContract
  static class WrongValuesFixture {
    @KvPerfTest
    @Engines(include = {"wrong-values", "skiplist"})
    @Workload(preload = 1_000)
    @Measure(
        warmups = 1,
        warmupTime = "200ms",
        iterations = 2,
        iterationTime = "200ms",
        forks = 1,
        reference = Reference.NONE)
    void get() {}
  }
}
