package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Budget;
import io.kvperf.api.EngineSetting;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.LatencyRatio;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Operation;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import io.kvperf.engine.DeclaredSettings;
import io.kvperf.internal.account.EngineRatio;
import io.kvperf.internal.account.ForkComparison;
import io.kvperf.internal.account.GateNotice;
import io.kvperf.internal.account.LatencyRatioEstimate;
import io.kvperf.internal.account.RatioStanding;
import io.kvperf.internal.account.RawThroughput;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.report.AccountText;
import io.kvperf.internal.report.JudgementText;
import io.kvperf.internal.settings.ExplainSettings;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.result.Environment;
import io.kvperf.result.Figure;
import io.kvperf.result.ForkResult;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import io.kvperf.testengines.ThrottledEngine;
import java.io.IOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * End to end through real forks: a baseline calibrated from three runs of the {@code throttled}
 * engine at no extra cost, then the same engine doing three times the work fails the throughput
 * budget after a confirmation round, with a message that gives the normalised ratio with its
 * interval, the forks compared, the calibration and the raw throughput.
 */
class BaselineGateExtensionTest {
  private static final List<PerfResult> RECEIVED = new ArrayList<>();

  private static Map<String, String> settings(String mode, int extraCostPercent) {
    return Map.of(
        KvPerfSettings.BASELINE,
        mode,
        KvPerfSettings.FORK_JVM_ARGS,
        "-D" + ThrottledEngine.EXTRA_COST_PROPERTY + "=" + extraCostPercent);
  }

  @Test
  void threeTimesTheWorkFailsTheGateAfterAConfirmationRound(@TempDir Path directory)
      throws Exception {
    RECEIVED.clear();
    for (int run = 1; run <= 3; run++) {
      EngineExecutionResults recording =
          FixtureRun.run(GateFixture.class, directory, settings("update", 0));
      recording.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    }
    assertThat(
            new BaselineStore(directory.resolve("baselines"))
                .entries(GateFixture.class.getName() + "#get"))
        .as("the baseline recorded, with the reference measured beside the engine")
        .singleElement()
        .satisfies(
            entry -> {
              assertThat(entry.key().engine()).isEqualTo("throttled");
              assertThat(entry.forks())
                  .anySatisfy(fork -> assertThat(fork.referenceOpsPerSecond()).isPositive());
            });
    // Each update: the contract's 2 forks alone, and as many beside the kit's CPU load.
    assertThat(RECEIVED)
        .hasSize(3)
        .allSatisfy(
            r ->
                assertThat(r.forks())
                    .extracting(ForkResult::besideLoad)
                    .containsExactlyInAnyOrder(false, false, true, true));

    assertThat(
            BaselineAudit.gatedFigures(
                    directory.resolve("baselines"),
                    getClass().getClassLoader(),
                    Environment.current(),
                    "full")
                .count())
        .as("the fixture's throughput, now calibrated, is the one figure the build gates")
        .isOne();

    Map<String, String> check = new java.util.HashMap<>(settings("check", 200));
    check.put(ExplainSettings.EXPLAIN, "failed");
    EngineExecutionResults slower = FixtureRun.run(GateFixture.class, directory, check);

    slower.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
    Outcome outcome = FixtureRun.failedOutcome(slower);
    assertThat(FixtureRun.onlyFailure(slower))
        .as("the failure's message: the account, as the reports write it")
        .hasMessage(
            GateFixture.class.getName()
                + "#get [throttled]: "
                + JudgementText.account(outcome.judgements(), AccountText.of(outcome.account())));
    assertThat(outcome.judgements())
        .singleElement()
        .satisfies(
            judgement -> {
              assertThat(judgement.figure()).isEqualTo(Figure.Run.THROUGHPUT);
              assertThat(judgement.basis()).isEqualTo(Basis.BASELINE);
              assertThat(judgement.step()).isEqualTo(Step.CONFIRMATION);
              assertThat(judgement.verdict()).isEqualTo(Verdict.FAILED);
              assertThat(judgement.reason()).isEqualTo(Reason.BEYOND_BUDGET);
            });
    assertThat(FixtureRun.lines(outcome, ForkComparison.class))
        .as("confirmed by fresh forks: the normalised ratio to the baseline, with its interval")
        .filteredOn(line -> line.round() == ForkComparison.Round.FAILED)
        .singleElement()
        .satisfies(
            line -> {
              assertThat(line.figure()).isEqualTo("throughput");
              assertThat(line.ratio().ratio()).isStrictlyBetween(0.0, 1.0);
              assertThat(line.ratio().low()).isStrictlyBetween(0.0, line.ratio().ratio());
              assertThat(line.ratio().high()).isBetween(line.ratio().ratio(), 2.0);
              assertThat(line.forks()).as("forks now").isEqualTo(4);
              assertThat(line.baseline().forks()).as("the baseline's forks").isEqualTo(6);
              assertThat(line.baseline().runs()).as("in its runs").isEqualTo(3);
            });
    assertThat(FixtureRun.lines(outcome, RawThroughput.class))
        .singleElement()
        .satisfies(raw -> assertThat(raw.nowOpsPerSecond()).isPositive());
    assertThat(outcome.account().lines())
        .as("no second build to profile: the comparison that would make a dossier")
        .contains(GateNotice.DOSSIER_NEEDS_A_COMPARISON);
    assertThat(RECEIVED).as("the method body does not run after a failed gate").hasSize(3);
    assertThat(FixtureRun.reportsRenderedFromResults(directory).rows())
        .singleElement()
        .satisfies(
            row -> {
              assertThat(row.result().engine()).isEqualTo("throttled");
              assertThat(row.verdict().verdict()).isEqualTo(Verdict.FAILED);
            });
  }

  @KvPerfContract
  static class GateFixture {
    @KvPerfTest
    @Engines(include = "throttled")
    @Workload(preload = 10_000, keySize = 16, valueSize = 100, seed = 7)
    @Measure(warmups = 2, warmupTime = "200ms", iterations = 4, iterationTime = "200ms", forks = 2)
    // Three gets for every one: the whole operation slows by about half (the harness's own work
    // per operation dilutes the engine's), far beyond what two forks per run can confuse.
    @Budget(throughputDrop = 10)
    void get(PerfResult result) {
      RECEIVED.add(result);
    }
  }

  @Test
  void aRatioBudgetAgainstAnEngineInTheSameRunFailsWhenRefuted(@TempDir Path directory)
      throws IOException {
    EngineExecutionResults results =
        FixtureRun.run(RatioFixture.class, directory, Map.of(KvPerfSettings.BASELINE, "off"));
    results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
    Outcome outcome = FixtureRun.failedOutcome(results);
    assertThat(outcome.result().contract()).isEqualTo(RatioFixture.class.getName() + "#get");
    assertThat(outcome.judgements())
        .filteredOn(judgement -> judgement.basis() == Basis.OTHER_ENGINE)
        .singleElement()
        .satisfies(
            judgement -> {
              assertThat(judgement.against()).isEqualTo("skiplist");
              assertThat(judgement.verdict()).isEqualTo(Verdict.FAILED);
            });
    assertThat(FixtureRun.lines(outcome, EngineRatio.class))
        .as("the ratio to skiplist over five pairs of interleaved forks, refuted")
        .singleElement()
        .satisfies(
            ratio -> {
              assertThat(ratio.engine()).isEqualTo("skiplist");
              assertThat(ratio.standing().state()).isEqualTo(RatioStanding.State.FAILED);
              assertThat(ratio.standing().pairs()).isEqualTo(5);
              assertThat(ratio.standing().atLeast()).isEqualTo(0.9);
              Estimate estimate = ratio.standing().estimate();
              assertThat(estimate.low()).isPositive();
              assertThat(estimate.ratio()).isBetween(estimate.low(), estimate.high());
              assertThat(estimate.high()).isLessThan(0.9);
              assertThat(ratio.opsPerSecond()).isPositive();
              assertThat(ratio.otherOpsPerSecond()).isPositive();
            });
    assertThat(
            FixtureRun.runDirectory(directory, RatioFixture.class, "get", "throttled")
                .resolve("relative-to-skiplist"))
        .as("the other engine's forks have their own directories")
        .isDirectoryContaining(path -> path.getFileName().toString().equals("fork-5"));
    assertThat(FixtureRun.reportsRenderedFromResults(directory).rows())
        .as("the contract's setting, in the report")
        .singleElement()
        .satisfies(
            row ->
                assertThat(row.result().engineOptions())
                    .containsEntry(
                        "extraCostPercent",
                        DeclaredSettings.options(
                                new ThrottledEngine(), Map.of("extraCostPercent", "900"))
                            .get("extraCostPercent")));
  }

  @Test
  void aLatencyRatioBudgetJudgesTwoOperationTypesOfTheSameForks(@TempDir Path directory)
      throws IOException {
    EngineExecutionResults results =
        FixtureRun.run(
            LatencyRatioFixture.class, directory, Map.of(KvPerfSettings.BASELINE, "off"));
    results.testEvents().assertStatistics(stats -> stats.started(2).succeeded(1).failed(1));
    Outcome outcome = FixtureRun.failedOutcome(results);
    assertThat(outcome.result().contract())
        .isEqualTo(LatencyRatioFixture.class.getName() + "#impossible");
    assertThat(outcome.result().engine()).isEqualTo("skiplist");
    assertThat(FixtureRun.lines(outcome, LatencyRatioEstimate.class))
        .as("each fork's ratio of means of the fastest 99.9 %, over its three forks: refuted")
        .singleElement()
        .satisfies(
            ratio -> {
              assertThat(ratio.of()).isEqualTo(Operation.REVERSE_SCAN);
              assertThat(ratio.to()).isEqualTo(Operation.SCAN);
              assertThat(ratio.forks()).isEqualTo(3);
              assertThat(ratio.trimmedPercent()).isEqualTo(99.9);
              assertThat(ratio.standing().state()).isEqualTo(RatioStanding.State.FAILED);
              assertThat(ratio.standing().pairs()).isEqualTo(3);
              assertThat(ratio.standing().atLeast()).isEqualTo(1000);
              Estimate estimate = ratio.standing().estimate();
              assertThat(estimate.ratio()).isBetween(estimate.low(), estimate.high());
              assertThat(estimate.high()).isLessThan(1000);
              assertThat(ratio.ofMeanNanos()).isPresent();
              assertThat(ratio.toMeanNanos()).isPresent();
            });
    assertThat(FixtureRun.report(directory).rows())
        .as("the held budget's judgement, in the results tools load")
        .filteredOn(
            row -> row.result().contract().equals(LatencyRatioFixture.class.getName() + "#certain"))
        .singleElement()
        .satisfies(
            row ->
                assertThat(row.judgements())
                    .filteredOn(judgement -> judgement.basis() == Basis.OTHER_OPERATION)
                    .singleElement()
                    .satisfies(
                        judgement -> {
                          assertThat(judgement.against()).isEqualTo("scan");
                          assertThat(judgement.limits().budget()).isEqualTo(0.001);
                          assertThat(judgement.verdict()).isEqualTo(Verdict.PASSED);
                          assertThat(judgement.reason()).isEqualTo(Reason.WITHIN_BUDGET);
                        }));
  }

  /**
   * Three forks: with two, the interval's t has one degree of freedom (12.7), and one fork whose
   * scans were slow (a CI run: 5.1 µs against 1.7) left the interval [0, 60,664], which an
   * impossible bound cannot refute.
   */
  @KvPerfContract
  @Engines(include = "skiplist")
  @Measure(
      warmups = 1,
      warmupTime = "300ms",
      iterations = 2,
      iterationTime = "100ms",
      forks = 3,
      reference = Reference.NONE)
  static class LatencyRatioFixture {
    /** Scans of ten entries, half of them reversed, over 10,000 entries. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    @KvPerfTest
    @Workload(
        preload = 10_000,
        keySize = 16,
        valueSize = 100,
        seed = 7,
        mix = @Mix(gets = 0, scans = 50, reverseScans = 50),
        scanLength = 10)
    @interface ScansBothWays {}

    /** No reverse scan of ten entries takes a thousand times as long as a scan. */
    @ScansBothWays
    @LatencyRatio(of = Operation.REVERSE_SCAN, to = Operation.SCAN, atLeast = 1000)
    void impossible() {}

    /** Nor a thousandth as long. */
    @ScansBothWays
    @LatencyRatio(of = Operation.REVERSE_SCAN, to = Operation.SCAN, atLeast = 0.001)
    void certain() {}
  }

  @KvPerfContract
  static class RatioFixture {
    @KvPerfTest
    @Engines(include = "throttled")
    @Workload(preload = 10_000, keySize = 16, valueSize = 100, seed = 7)
    @Measure(
        warmups = 2,
        warmupTime = "200ms",
        iterations = 3,
        iterationTime = "200ms",
        forks = 5,
        reference = Reference.NONE)
    @EngineSetting(engine = "throttled", name = "extraCostPercent", value = "900")
    // Ten gets for every one make the throttled skip list a fifth as fast as the plain one or less:
    // with five pairs (t = 2.8), the interval reaches 0.9 only if pairs differ by 1.2 in ln. With
    // three pairs at three gets for every one, a CI run's interval reached 0.9; with three pairs at
    // ten, a run beside another measurement measured 0.354 [0.041, 3.014].
    @Budget(relativeTo = "skiplist", atLeast = 0.9)
    void get() {}
  }
}
