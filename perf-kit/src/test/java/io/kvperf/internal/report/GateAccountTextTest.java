package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Operation;
import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.BaselineCalibration;
import io.kvperf.internal.account.BaselineNotCompared;
import io.kvperf.internal.account.BaselineNotCompared.Effect;
import io.kvperf.internal.account.BaselineNotCompared.Scope;
import io.kvperf.internal.account.BaselineNotRecorded;
import io.kvperf.internal.account.BaselineUnusable;
import io.kvperf.internal.account.BaselineWritten;
import io.kvperf.internal.account.BaselineWritten.Start;
import io.kvperf.internal.account.BetaOrigin;
import io.kvperf.internal.account.CalibrationShortfall;
import io.kvperf.internal.account.CalibrationSpan;
import io.kvperf.internal.account.CalibrationSpreads;
import io.kvperf.internal.account.EngineRatio;
import io.kvperf.internal.account.FigureNotInBaseline;
import io.kvperf.internal.account.FigureRise;
import io.kvperf.internal.account.ForkBoundary;
import io.kvperf.internal.account.ForkComparison;
import io.kvperf.internal.account.GateBoundary;
import io.kvperf.internal.account.GateNotice;
import io.kvperf.internal.account.GcPauseBeyondLimit;
import io.kvperf.internal.account.GcShareBeyondLimit;
import io.kvperf.internal.account.InvalidBaselineFigure;
import io.kvperf.internal.account.LatencyRatioEstimate;
import io.kvperf.internal.account.LatencyRatioUnmeasured;
import io.kvperf.internal.account.LoadSlopeFigures;
import io.kvperf.internal.account.LoadSlowdown;
import io.kvperf.internal.account.MeasuredOn;
import io.kvperf.internal.account.MovedFigure;
import io.kvperf.internal.account.OtherCpuBaseline;
import io.kvperf.internal.account.PlanMoved;
import io.kvperf.internal.account.QuietCalibrationWindow;
import io.kvperf.internal.account.RatioStanding;
import io.kvperf.internal.account.RatioStanding.State;
import io.kvperf.internal.account.RawThroughput;
import io.kvperf.internal.account.Worsening;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Unit;
import io.kvperf.result.Verdict;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The words of the stored-baseline gate's and the ratio budgets' account lines, from fixed values:
 * the one place their prose is asserted, beside the golden files. Each line is compared whole;
 * where one value takes several forms, the lines are an expected file under {@value
 * GoldenFile#RESOURCES}{@code /gate-account-text} ({@link GoldenFile}).
 */
class GateAccountTextTest {
  private static final MetricKey ALLOCATION =
      MetricKey.parse("allocation.operationThreads.bytesPerOp").orElseThrow();
  private static final GateBoundary ONE_FIGURE = new GateBoundary(2.3656, 1, 0.9);
  private static final CalibrationSpreads SPREADS =
      new CalibrationSpreads(0.3, 0.02, 1.0, 0.025, 0.0, 9, 3);

  private static String text(AccountLine line) {
    return AccountText.of(Account.of(line));
  }

  @Test
  void noticesSayWhatTheGateDidNotDo() {
    assertThat(text(GateNotice.BASELINES_OFF)).isEqualTo("baselines are off (kvperf.baseline=off)");
    assertThat(text(GateNotice.NO_BUDGET_AGAINST_BASELINE))
        .isEqualTo("not checked: the contract has no budget against a baseline");
    assertThat(text(GateNotice.DOSSIER_NEEDS_A_COMPARISON))
        .isEqualTo(
            "  why: a stored baseline is figures, not a build to profile; to see why, compare this"
                + " build with the last one that passed, in one run, and a FAILED comparison makes"
                + " a regression dossier: -Dkvperf.compare=git:<that commit> (this project at that"
                + " commit), or -Dkvperf.compare=<group>:<artifact>:<the previous version> after an"
                + " engine upgrade (docs/dossier.md)");
  }

  @Test
  void theMachineClosesTheAccountAfterTheLinesBeforeIt() {
    assertThat(
            AccountText.of(
                Account.of(
                    GateNotice.BASELINES_OFF,
                    new MeasuredOn("skiplist", "ci", BaselineFixtures.MACHINE))))
        .isEqualTo(
            "baselines are off (kvperf.baseline=off)\n  [skiplist, scale ci, on Linux amd64, Test CPU (L1d 32K), 2 cores, Test JVM"
                + " 17, G1, heap 1024 MB]");
  }

  @Test
  void aBaselineNotComparedSaysWhyAndWhatBecameOfTheBudgets() {
    BaselineUnusable missing = new BaselineUnusable.Missing("b.json");
    assertThat(text(new BaselineNotCompared(missing, Scope.ALL_BUDGETS, Effect.NOT_CHECKED)))
        .isEqualTo(
            "not checked: no baseline for this engine, scale and machine in b.json; record one"
                + " with -Dkvperf.baseline=update");
    assertThat(
            text(new BaselineNotCompared(missing, Scope.ALL_BUDGETS, Effect.FAILED_IN_STRICT_MODE)))
        .isEqualTo(
            "no baseline for this engine, scale and machine in b.json; record one with"
                + " -Dkvperf.baseline=update (strict mode)");
    assertThat(text(new BaselineNotCompared(missing, Scope.ALL_BUDGETS, Effect.NO_BUDGET)))
        .isEqualTo(
            "not checked: the contract has no budget against a baseline (and no baseline for this"
                + " engine, scale and machine in b.json; record one with -Dkvperf.baseline=update)");
    assertThat(text(new BaselineNotCompared(missing, Scope.ALL_BUDGETS, Effect.LIMITS_HELD)))
        .isEqualTo(
            "GC budgets held; no baseline for this engine, scale and machine in b.json; record one"
                + " with -Dkvperf.baseline=update");
    BaselineUnusable unknown = new BaselineUnusable.UnknownMachine("b.json");
    assertThat(text(new BaselineNotCompared(unknown, Scope.MACHINE_BOUND, Effect.NOT_CHECKED)))
        .isEqualTo(
            "not checked: throughput and p99: this platform does not tell the CPU's model, so no"
                + " baseline can be known to be this machine's; throughput and p99 are compared"
                + " only between two builds in one run (-Dkvperf.compare)");
    assertThat(
            text(
                new BaselineNotCompared(
                    unknown, Scope.MACHINE_BOUND, Effect.FAILED_IN_STRICT_MODE)))
        .isEqualTo(
            "throughput and p99: this platform does not tell the CPU's model, so no baseline can"
                + " be known to be this machine's; throughput and p99 are compared only between"
                + " two builds in one run (-Dkvperf.compare) (strict mode)");
  }

  @Test
  void aStaleOrUncalibratedBaselineSaysHowToRecordOne() {
    assertThat(
            text(
                new BaselineNotCompared(
                    new BaselineUnusable.Stale(
                        "b.json",
                        BaselineUnusable.Stale.Cause.OTHER_PLAN,
                        Optional.of("workload A"),
                        "workload B"),
                    Scope.ALL_BUDGETS,
                    Effect.NOT_CHECKED)))
        .isEqualTo(
            "not checked: the baseline in b.json is stale, recorded under another plan; re-record"
                + " it with -Dkvperf.baseline=update\n  recorded: workload A\n  now:      workload B");
    assertThat(
            GateAccountText.unusable(
                new BaselineUnusable.Stale(
                    "b.json",
                    BaselineUnusable.Stale.Cause.NO_FORKS_KEPT,
                    Optional.empty(),
                    "workload B")))
        .isEqualTo(
            "the baseline in b.json is stale, recorded by an older kvperf that kept no per-fork"
                + " scores; re-record it with -Dkvperf.baseline=update\n  recorded: (no plan kept)"
                + "\n  now:      workload B");
    assertThat(GateAccountText.unusable(new BaselineUnusable.TooFewRuns("b.json", 2, 3)))
        .isEqualTo(
            "the baseline in b.json has 2 of the 3 runs at different times its calibration needs;"
                + " record more with -Dkvperf.baseline=update later");
  }

  @Test
  void theComparedBaselineAndTheRawThroughput() {
    assertThat(text(new OtherCpuBaseline("Other CPU")))
        .isEqualTo(
            "compared with the baseline recorded on Other CPU under the same JVM, flags and heap:"
                + " machine-independent figures only");
    assertThat(text(new RawThroughput(1234.4, 1000)))
        .isEqualTo(
            "raw throughput (mean of fork medians): 1,234 ops/s now, 1,000 in the baseline"
                + " (+23.4%)");
    assertThat(text(new BaselineNotRecorded("b.json")))
        .isEqualTo(
            "not recorded as the baseline: the run breaks its absolute budgets; b.json is"
                + " unchanged");
  }

  @Test
  void aForkComparisonOnAMachineOutsideTheCalibration() {
    ForkComparison passed =
        new ForkComparison(
            "throughput",
            Worsening.DROP,
            ForkComparison.Round.PASSED_EARLY,
            new Estimate(1.0, 0.966, 1.034),
            3,
            SPREADS,
            new ForkBoundary(
                13.2,
                Optional.empty(),
                Optional.of(
                    new ForkBoundary.Extrapolated(ForkBoundary.Speed.SLOWER, 17.2, 3.6, 0.2))));
    assertThat(text(passed))
        .isEqualTo(
            "throughput: passed after the first round, normalised ratio to the baseline 1.000"
                + " [0.966, 1.034] (3 forks against 9 in 3 runs; β 1.00, σ fork 0.025, σ run"
                + " 0.000); fails beyond a drop of 13.2%; the machine is 17% slower than in any"
                + " calibration run (the reference's throughput), so the normalisation is"
                + " extrapolated: the boundary includes 3.6 points for an engine whose speed"
                + " follows the machine's up to 0.20 off β");
  }

  @Test
  void aForkComparisonBeyondAWidenedBoundary() {
    ForkComparison failed =
        new ForkComparison(
            "get p99",
            Worsening.RISE,
            ForkComparison.Round.FAILED,
            new Estimate(1.25, 1.2, 1.3),
            6,
            new CalibrationSpreads(0.3, 0.02, 0.5, 0.03, 0.01, 9, 3),
            new ForkBoundary(
                12.5,
                Optional.of(new ForkBoundary.Widened(0.1, ONE_FIGURE)),
                Optional.of(new ForkBoundary.Extrapolated(ForkBoundary.Speed.FASTER, 30, 6, 0.2))));
    assertThat(text(failed))
        .isEqualTo(
            "get p99: FAILED, confirmed by fresh forks, normalised ratio to the baseline 1.250"
                + " [1.200, 1.300] (6 forks against 9 in 3 runs; β 0.50, σ fork 0.030, σ run"
                + " 0.010); fails beyond a rise of 12.5% (the budget's 0.1% is tighter than this"
                + " baseline's A/A spread supports at 2.37 standard errors: 1 gated figure on"
                + " this machine's baselines share a 0.9% false-alarm rate); the machine is 30%"
                + " faster than in any calibration run (the reference's p99), so the"
                + " normalisation is extrapolated: the boundary includes 6.0 points for an engine"
                + " whose speed follows the machine's up to 0.20 off β");
  }

  @Test
  void gcLimitsBrokenNameTheirFigures() {
    assertThat(
            text(
                new GcPauseBeyondLimit(
                    2, Duration.ofMillis(3), Duration.ofMillis(1), 4, Duration.ofNanos(7_500_000))))
        .isEqualTo(
            "GC max pause 3.000 ms in measured iteration 2 exceeds the budget of 1.000 ms (that"
                + " iteration: 4 pauses, 7.500 ms in total)");
    assertThat(
            text(
                new GcPauseBeyondLimit(
                    1,
                    Duration.ofNanos(250_000),
                    Duration.ofNanos(200_000),
                    1,
                    Duration.ofNanos(250_000))))
        .as("a pause under a millisecond in µs")
        .isEqualTo(
            "GC max pause 250.0 µs in measured iteration 1 exceeds the budget of 200.0 µs (that"
                + " iteration: 1 pauses, 250.0 µs in total)");
    assertThat(text(new GcShareBeyondLimit(0.3, 0.2, 1, Duration.ofMillis(3))))
        .isEqualTo(
            "GC pauses took 0.30% of wall time in the measured iterations (1 pauses, 3.000 ms),"
                + " more than the budget of 0.2%");
  }

  @Test
  void aRiseFailedHeldOrNotCompared() {
    assertThat(text(new FigureRise(ALLOCATION, 50, 100, 100, 10, Verdict.FAILED)))
        .isEqualTo(
            "allocation per operation in the operation threads rose 100.0% against the baseline"
                + " (budget: a rise of at most 10%): baseline 50.0 B/op, measured 100.0 B/op");
    assertThat(text(new FigureRise(ALLOCATION, 95, 100, 5.26, 2.5, Verdict.PASSED)))
        .isEqualTo(
            "allocation per operation in the operation threads held: baseline 95.0 B/op, measured"
                + " 100.0 B/op (budget: a rise of at most 2.5%)");
    assertThat(text(new FigureRise(ALLOCATION, 0.0037965, 0.25, 6485, 10, Verdict.FAILED)))
        .as("a figure near zero keeps two significant digits")
        .isEqualTo(
            "allocation per operation in the operation threads rose 6485.0% against the baseline"
                + " (budget: a rise of at most 10%): baseline 0.0038 B/op, measured 0.3 B/op");
    assertThat(text(new FigureNotInBaseline(ALLOCATION)))
        .isEqualTo(
            "allocation per operation in the operation threads: not compared, the baseline has no"
                + " such figure; record it again with -Dkvperf.baseline=update");
    assertThat(
            text(
                new InvalidBaselineFigure(ALLOCATION, Double.NaN, "a finite number of at least 0")))
        .isEqualTo(
            "allocation per operation in the operation threads: the baseline's figure is NaN B/op,"
                + " not a finite number of at least 0, so no budget can be held to it; repair the"
                + " baseline file, or delete the entry and re-record it with"
                + " -Dkvperf.baseline=update");
  }

  @Test
  void aRatioToAnotherEngine() {
    assertThat(
            text(
                new EngineRatio(
                    "bdb-je",
                    new RatioStanding(State.FAILED, new Estimate(1.625, 1.58, 1.671), 4, 2),
                    224.4,
                    137.5)))
        .isEqualTo(
            "throughput relative to bdb-je: FAILED, ratio 1.625 [1.580, 1.671] (95 %, 4 pairs of"
                + " interleaved forks; 224 against 138 ops/s); budget: at least 2");
    assertThat(
            text(
                new EngineRatio(
                    "bdb-je",
                    new RatioStanding(State.NOT_REFUTED, new Estimate(2.1, 1.9, 2.3), 3, 2),
                    210,
                    100)))
        .isEqualTo(
            "throughput relative to bdb-je: not refuted (the interval reaches 2.0), ratio 2.100"
                + " [1.900, 2.300] (95 %, 3 pairs of interleaved forks; 210 against 100 ops/s);"
                + " budget: at least 2");
  }

  @Test
  void aRatioOfOneOperationsLatencyToAnothers() {
    assertThat(
            text(
                new LatencyRatioEstimate(
                    Operation.REVERSE_SCAN,
                    Operation.SCAN,
                    new RatioStanding(State.HELD, new Estimate(2.455, 2.333, 2.583), 3, 2),
                    3,
                    99.9,
                    OptionalDouble.of(36_673.2),
                    OptionalDouble.of(15_004))))
        .isEqualTo(
            "latency of reverseScan relative to scan: held, ratio 2.455 [2.333, 2.583] (95 %, 3 of"
                + " 3 forks, each its own ratio of means of the fastest 99.9 %; 36,673 against"
                + " 15,004 ns); budget: at least 2");
    assertThat(
            text(
                new LatencyRatioEstimate(
                    Operation.REVERSE_SCAN,
                    Operation.SCAN,
                    new RatioStanding(State.HELD, new Estimate(3, Double.NaN, Double.NaN), 1, 2.5),
                    2,
                    99.9,
                    OptionalDouble.of(3_000),
                    OptionalDouble.empty())))
        .as("one fork: the ratio alone; a type no fork ran: none")
        .isEqualTo(
            "latency of reverseScan relative to scan: held, ratio 3.000 (95 %, 1 of 2 forks, each"
                + " its own ratio of means of the fastest 99.9 %; 3,000 against none ns); budget:"
                + " at least 2.5");
    assertThat(text(new LatencyRatioUnmeasured(Operation.REVERSE_SCAN, Operation.SCAN, 1, 2)))
        .isEqualTo(
            "latency of reverseScan relative to scan: FAILED, no fork timed both (1 forks);"
                + " budget: at least 2");
  }

  @Test
  void anUpdateSaysWhatItWroteAndWhetherAChecksCanUseIt() {
    assertThat(text(new BaselineWritten("b.json", Start.NEW_CALIBRATION, 1, 3)))
        .isEqualTo(
            "baseline written to b.json: a new calibration, from this run; 1 of the 3 runs at"
                + " different times a check needs; run -Dkvperf.baseline=update again later");
    assertThat(text(new BaselineWritten("b.json", Start.ADDED_TO_KEPT_RUNS, 3, 3)))
        .isEqualTo(
            "baseline written to b.json: this run added to the kept runs; 3 runs kept, checkable");
  }

  private static String calibration(BetaOrigin beta) {
    return text(new BaselineCalibration("throughput", SPREADS, beta, 3, 4.5, ONE_FIGURE, 2.1));
  }

  @Test
  void aCalibrationLineNamesItsSpreadsAndWhatTheyAllow() {
    assertThat(
            calibration(
                new BetaOrigin(BetaOrigin.Source.ASSUMED_TOO_LITTLE_DRIFT, 0, Optional.empty())))
        .isEqualTo(
            "  calibration of throughput: σ raw 0.300, σ plain ratio 0.020, β 1.00 (assumed: the"
                + " reference's run means moved 0.0 %, too little to measure how the engine"
                + " follows the machine), σ fork 0.025, σ run 0.000 (9 forks in 3 runs); smallest"
                + " supported tolerance with 3+3 forks 4.5% (at 2.37 standard errors: 1 gated"
                + " figure on this machine's baselines share a 0.9% false-alarm rate), with any"
                + " number of forks 2.1% (σ run's share)");
  }

  /**
   * Where β came from, one calibration line per origin: measured beside the kit's load, assumed
   * where the engine did not follow it, measured from the runs, recorded by an older rule, and none
   * without a reference.
   */
  @Test
  void whereBetaCameFrom() throws IOException {
    LoadSlopeFigures measured = new LoadSlopeFigures(-28.04, 0.8, OptionalDouble.of(0.05), 3);
    LoadSlopeFigures unclear = new LoadSlopeFigures(-28.04, 0.8, OptionalDouble.empty(), 1);
    List<String> lines =
        List.of(
            calibration(new BetaOrigin(BetaOrigin.Source.LOAD, 3, Optional.of(measured))),
            calibration(
                new BetaOrigin(BetaOrigin.Source.ASSUMED_NOT_FOLLOWED, 3, Optional.of(unclear))),
            calibration(new BetaOrigin(BetaOrigin.Source.RUNS, 3, Optional.empty())),
            calibration(new BetaOrigin(BetaOrigin.Source.OLDER_RULE, 0, Optional.empty())),
            calibration(new BetaOrigin(BetaOrigin.Source.NO_REFERENCE, 0, Optional.empty())));

    GoldenFile.assertRendered(
        "gate-account-text/beta-origins.txt", String.join("\n", lines) + "\n");
  }

  @Test
  void aBudgetTighterThanTheCalibrationSaysWhatWouldSupportIt() {
    assertThat(
            text(
                new CalibrationShortfall(
                    "throughput", Worsening.DROP, 5, 5, 9.63, 7.94, OptionalLong.empty())))
        .isEqualTo(
            "  the budget's throughputDrop = 5% is tighter than this calibration supports for"
                + " throughput: a check of 5+5 forks fails only beyond 9.6%; no number of forks"
                + " would (σ run's share alone is 7.9%): record runs at other times, hours apart,"
                + " or compare two builds in one run (kvperf.compare), whose estimate has no"
                + " between-run part");
    assertThat(
            text(
                new CalibrationShortfall(
                    "p99.get", Worsening.RISE, 10, 3, 14.04, 2, OptionalLong.of(7))))
        .isEqualTo(
            "  the budget's p99Rise = 10% is tighter than this calibration supports for p99.get: a"
                + " check of 3+3 forks fails only beyond 14.0%; about 7 forks per run would"
                + " support it, if the spreads stay as measured");
  }

  @Test
  void whatTheCalibrationsRunsAreWorth() {
    assertThat(text(new CalibrationSpan(Duration.ofMinutes(20), 1.23, 5.02)))
        .isEqualTo(
            "  the runs span 20 min; the reference's run means moved 1.2 % (this kind of machine"
                + " drifts about 5 % between runs: GateRule.MACHINE_DRIFT_LN)");
    assertThat(text(new CalibrationSpan(Duration.ofMinutes(180), 1.23, 5.02)))
        .isEqualTo(
            "  the runs span 3.0 h; the reference's run means moved 1.2 % (this kind of machine"
                + " drifts about 5 % between runs: GateRule.MACHINE_DRIFT_LN)");
    assertThat(text(new LoadSlowdown(28.4, BetaOrigin.Source.LOAD)))
        .isEqualTo(
            "  the kit's CPU load slowed the reference 28 % in the forks beside it: checks on a"
                + " machine that slow lie inside the calibrated range, and β is the engine's slope"
                + " measured there");
    assertThat(text(new LoadSlowdown(28.4, BetaOrigin.Source.ASSUMED_NOT_FOLLOWED)))
        .isEqualTo(
            "  the kit's CPU load slowed the reference 28 % in the forks beside it: checks on a"
                + " machine that slow lie inside the calibrated range, but the engine's response"
                + " was too unclear to measure β there");
    assertThat(text(new QuietCalibrationWindow(5)))
        .isEqualTo(
            "  a short or quiet window: it cannot show how the engine follows the machine's slow"
                + " and fast hours, so β is 1 where neither the runs nor the kit's load could"
                + " measure it and σ run includes the drift they did not see; a tolerance measured"
                + " from these runs alone would be optimistic. To calibrate it: run the update"
                + " again hours apart, or on another day, under the load the checks will meet (up"
                + " to 5 runs are kept)");
  }

  @Test
  void whatAnUpdateMoved() {
    assertThat(
            text(
                new MovedFigure(
                    "throughput (mean)",
                    Optional.of(Unit.OPS_PER_SECOND),
                    OptionalDouble.empty(),
                    OptionalDouble.of(100))))
        .isEqualTo("  throughput (mean): (new) → 100 ops/s");
    assertThat(
            text(
                new MovedFigure(
                    "allocation.operationThreads.bytesPerOp",
                    Optional.of(Unit.BYTES_PER_OPERATION),
                    OptionalDouble.of(95),
                    OptionalDouble.of(1_234.5))))
        .isEqualTo("  allocation.operationThreads.bytesPerOp: 95.0 → 1,235 B/op (+1199.5%)");
    assertThat(
            text(
                new MovedFigure(
                    "an.old.figure",
                    Optional.empty(),
                    OptionalDouble.of(1.5),
                    OptionalDouble.empty())))
        .isEqualTo("  an.old.figure: 1.50  → (gone)");
    assertThat(
            text(
                new MovedFigure(
                    "gc.pausesPerMillionOps",
                    Optional.of(Unit.PER_MILLION_OPERATIONS),
                    OptionalDouble.of(0),
                    OptionalDouble.of(5))))
        .as("no change in percent from zero")
        .isEqualTo("  gc.pausesPerMillionOps: 0.00 → 5.00 /M ops");
    assertThat(text(new PlanMoved(Optional.of("workload A"), "workload B")))
        .isEqualTo("  plan: workload A\n     → workload B");
  }
}
