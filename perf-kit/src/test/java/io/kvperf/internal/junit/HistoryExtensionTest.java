package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.history.HistoryFile;
import io.kvperf.internal.history.HistoryPoint;
import io.kvperf.internal.history.HistoryRead;
import io.kvperf.internal.report.ReportFiles;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.HistorySettings;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Verdict;
import io.kvperf.testengines.ThrottledEngine;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * A run with a history directory appends, per invocation, its throughput and the figures its budget
 * judges, each with every fork's value, of the commit this checkout is at; a run that only reads
 * writes nothing; a history whose commit cannot be named fails every contract before its forks.
 */
class HistoryExtensionTest {
  private static final String CONTRACT = Fixture.class.getName() + "#get";

  @Test
  void aRunAppendsItsPointsAndAReadingRunDoesNot(@TempDir Path directory) throws Exception {
    Path history = directory.resolve("history");

    FixtureRun.run(
            Fixture.class,
            directory,
            Map.of(KvPerfSettings.SCALE, "smoke", HistorySettings.DIR, history.toString()))
        .testEvents()
        .assertStatistics(stats -> stats.started(1).succeeded(1));

    HistoryFile file = HistoryFile.of(history, CONTRACT);
    HistoryRead read = file.read();
    assertThat(read.unread()).isEmpty();
    assertThat(read.points())
        .extracting(HistoryPoint::figure)
        .containsExactly("throughput", "allocation.operationThreads.bytesPerOp");
    HistoryPoint throughput = read.points().get(0);
    assertThat(throughput.estimate().forks()).hasSize(2).allMatch(value -> value > 0);
    assertThat(throughput.engine()).isEqualTo("skiplist");
    assertThat(throughput.run().commit()).isEqualTo(git("rev-parse", "HEAD"));
    assertThat(throughput.setup().plan()).hasSize(16);
    byte[] written = Files.readAllBytes(file.path());
    assertThat(directory.resolve("report").resolve(ReportFiles.HISTORY))
        .as("the history's page, beside the run's")
        .isRegularFile();

    FixtureRun.run(
            Fixture.class,
            directory,
            Map.of(
                KvPerfSettings.SCALE,
                "smoke",
                HistorySettings.DIR,
                history.toString(),
                HistorySettings.MODE,
                "read"))
        .testEvents()
        .assertStatistics(stats -> stats.started(1).succeeded(1));
    assertThat(Files.readAllBytes(file.path()))
        .as("a reading run writes nothing")
        .isEqualTo(written);
  }

  @Test
  void aCommitThatCannotBeNamedFailsBeforeAnyFork(@TempDir Path directory) {
    Path history = directory.resolve("history");

    EngineExecutionResults results =
        FixtureRun.run(
            Fixture.class,
            directory,
            Map.of(
                HistorySettings.DIR,
                history.toString(),
                HistorySettings.COMMIT,
                "no-such-ref-anywhere"));

    results
        .allEvents()
        .assertThatEvents()
        .haveExactly(
            1, event(finishedWithFailure(instanceOf(ExtensionConfigurationException.class))));
    assertThat(results.testEvents().started().count()).isZero();
    assertThat(history).doesNotExist();
    assertThat(FixtureRun.runDirectory(directory, Fixture.class, "get", "skiplist")).doesNotExist();
  }

  /**
   * The anchor measured beside this build: this build, its operations three times as costly as the
   * anchor's, passes its 90 % throughput budget and fails its 5 % creep budget, and the history
   * keeps the ratio to the anchor with the creep budget.
   */
  @Test
  void againstTheAnchorTheCreepBudgetFailsWhatThroughputsPassesAndTheRatioIsKept(
      @TempDir Path directory) throws Exception {
    Path history = directory.resolve("history");

    EngineExecutionResults results =
        FixtureRun.run(
            CreepFixture.class,
            directory,
            Map.of(
                CompareSettings.ANCHOR,
                "this",
                KvPerfSettings.FORK_JVM_ARGS,
                "-D" + ThrottledEngine.EXTRA_COST_PROPERTY + "=200",
                CompareSettings.JVM_ARGS,
                "-D" + ThrottledEngine.EXTRA_COST_PROPERTY + "=0",
                CompareSettings.PAIRS,
                "8",
                HistorySettings.DIR,
                history.toString()));

    Outcome outcome = FixtureRun.failedOutcome(results);
    assertThat(outcome.judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict)
        .contains(
            tuple(Figure.Run.THROUGHPUT, Basis.OTHER_BUILD, Verdict.PASSED),
            tuple(Figure.Run.CREEP, Basis.OTHER_BUILD, Verdict.FAILED));
    HistoryPoint throughput =
        HistoryFile.of(history, CreepFixture.class.getName() + "#get").read().points().get(0);
    assertThat(throughput.figure()).isEqualTo("throughput");
    assertThat(throughput.anchor())
        .hasValueSatisfying(
            ratio -> {
              assertThat(ratio.anchor()).isEqualTo("this");
              assertThat(ratio.ratio()).isBetween(0.1, 0.8);
              assertThat(ratio.creepBudgetPercent()).isEqualTo(5.0);
            });
  }

  private static String git(String... arguments) throws IOException, InterruptedException {
    java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of("git"));
    command.addAll(java.util.List.of(arguments));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor()).as(output).isZero();
    return output.strip();
  }

  @KvPerfContract
  static class CreepFixture {
    @KvPerfTest
    @Engines(include = "throttled")
    @Workload(preload = 1_000)
    @Measure(warmups = 1, warmupTime = "100ms", iterations = 2, iterationTime = "100ms", forks = 1)
    @Budget(throughputDrop = 90, creep = 5)
    void get() {}
  }

  @KvPerfContract
  @Engines(include = "skiplist")
  @Measure(
      warmups = 0,
      iterations = 1,
      iterationTime = "100ms",
      forks = 2,
      reference = Reference.NONE)
  @Budget(allocationRise = 100)
  static class Fixture {
    @KvPerfTest
    @Workload(preload = 1_000)
    void get() {}
  }
}
