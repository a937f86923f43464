package io.kvperf.internal.gate;

import static io.kvperf.internal.store.BaselineFixtures.CONTRACT;
import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.OTHER_PLAN;
import static io.kvperf.internal.store.BaselineFixtures.PLAN;
import static io.kvperf.internal.store.BaselineFixtures.referenced;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;
import static org.assertj.core.api.Assertions.tuple;

import io.kvperf.internal.account.BaselineCalibration;
import io.kvperf.internal.account.BaselineNotCompared;
import io.kvperf.internal.account.BaselineNotCompared.Effect;
import io.kvperf.internal.account.BaselineNotCompared.Scope;
import io.kvperf.internal.account.BaselineNotRecorded;
import io.kvperf.internal.account.BaselineUnusable;
import io.kvperf.internal.account.BaselineWritten;
import io.kvperf.internal.account.BaselineWritten.Start;
import io.kvperf.internal.account.FigureRise;
import io.kvperf.internal.account.ForkBoundary;
import io.kvperf.internal.account.ForkComparison;
import io.kvperf.internal.account.GateNotice;
import io.kvperf.internal.account.GcPauseBeyondLimit;
import io.kvperf.internal.account.MeasuredOn;
import io.kvperf.internal.account.MovedFigure;
import io.kvperf.internal.account.OtherCpuBaseline;
import io.kvperf.internal.account.RawThroughput;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.decision.TestBudgets;
import io.kvperf.internal.files.ShownPath;
import io.kvperf.internal.settings.BaselineMode;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.internal.store.EntryKey;
import io.kvperf.internal.store.EntryPlan;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.internal.store.StoredFork;
import io.kvperf.result.Environment;
import io.kvperf.result.Figure;
import io.kvperf.result.ForkResult;
import io.kvperf.result.GateScores;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.MeasuredFigures;
import io.kvperf.result.MetricKey;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import io.kvperf.result.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gate's modes, verdicts and sequential decision on fixed results: forks whose engine and
 * reference figures are given, each with one 3 ms GC pause, 100 B/op and a get p99 of 2 µs.
 */
class BaselineGateTest {
  private static final Instant START = Instant.parse("2026-11-22T10:00:00Z");

  @TempDir Path directory;
  private int updates;
  private final List<Integer> confirmations = new ArrayList<>();

  private BaselineGate gate(BaselineMode mode) {
    // Each update is a run ten minutes after the last.
    Clock clock = Clock.fixed(START.plusSeconds(600L * updates++), ZoneOffset.UTC);
    return new BaselineGate(mode, new BaselineStore(directory), BaselineFixtures.ONE_FIGURE, clock);
  }

  /** The baseline file of the fixture's contract, as the gate's account names it. */
  private String file() {
    return ShownPath.of(new BaselineStore(directory).fileOf(CONTRACT));
  }

  private Outcome judge(BaselineMode mode, Budgets budget, PerfResult result) {
    return judge(mode, budget, PLAN, result, null);
  }

  /** Judges {@code result}; a confirmation round, if asked for, measures {@code confirmation}. */
  private Outcome judge(
      BaselineMode mode,
      Budgets budget,
      PlanFingerprint plan,
      PerfResult result,
      PerfResult confirmation) {
    return gate(mode)
        .judge(
            result,
            budget,
            plan,
            (measured, count) -> {
              confirmations.add(count);
              if (confirmation == null) {
                throw new AssertionError("the gate asked for a confirmation round");
              }
              return measured.withMoreForks(confirmation.forks());
            });
  }

  private Outcome judge(BaselineMode mode, double throughputDrop, Double... scores) {
    return judge(
        mode,
        Budgets.throughputDrop(throughputDrop),
        PLAN,
        result("skiplist", MACHINE, scores),
        null);
  }

  /**
   * A run on a machine running at {@code speed}, the engine at {@code engine} times its usual
   * speed: three forks, the engine at 100 ops/s and the reference at 200 at full speed, with a
   * little noise of their own, partly shared.
   */
  private static PerfResult run(double speed, double engine) {
    return referenced(
        new double[] {100 * speed * engine, 200 * speed},
        new double[] {104 * speed * engine, 204 * speed},
        new double[] {96 * speed * engine, 198 * speed});
  }

  private void calibrate() {
    for (double speed : new double[] {1.0, 0.6, 1.3}) {
      assertThat(judge(BaselineMode.UPDATE, Budgets.NONE, run(speed, 1)).verdict())
          .isEqualTo(Verdict.UPDATED);
    }
  }

  private static Budgets gcMaxPause(Duration pause) {
    return TestBudgets.of(
        Double.NaN,
        Double.NaN,
        Optional.of(pause),
        Double.NaN,
        Double.NaN,
        Double.NaN,
        Double.NaN,
        Double.NaN);
  }

  @Test
  void aBaselineNeedsThreeRunsAtDifferentTimesBeforeItIsChecked() {
    Outcome first = judge(BaselineMode.UPDATE, Budgets.NONE, run(1, 1));
    assertThat(first.decision()).isEqualTo(new InvocationVerdict(Verdict.UPDATED, Reason.RECORDED));
    assertThat(first.account().lines().get(0))
        .isEqualTo(new BaselineWritten(file(), Start.NEW_CALIBRATION, 1, GateRule.MIN_RUNS));
    assertThat(AccountLines.of(first.account(), MovedFigure.class))
        .first()
        .satisfies(
            throughput -> {
              assertThat(throughput.figure()).isEqualTo("throughput (mean)");
              assertThat(throughput.before()).isEmpty();
              assertThat(throughput.after().getAsDouble()).isCloseTo(100, offset(0.5));
            });
    Outcome early = judge(BaselineMode.CHECK, Budgets.throughputDrop(10), run(1, 1));
    assertThat(early.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.TOO_FEW_RUNS));
    assertThat(early.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(tuple(Figure.Run.THROUGHPUT, Verdict.NOT_CHECKED, Reason.TOO_FEW_RUNS));
    judge(BaselineMode.UPDATE, Budgets.NONE, run(0.6, 1));
    Outcome third = judge(BaselineMode.UPDATE, Budgets.NONE, run(1.3, 1));
    assertThat(third.decision()).isEqualTo(new InvocationVerdict(Verdict.UPDATED, Reason.RECORDED));
    assertThat(third.account().lines().get(0))
        .isEqualTo(new BaselineWritten(file(), Start.ADDED_TO_KEPT_RUNS, 3, GateRule.MIN_RUNS));
    assertThat(AccountLines.of(third.account(), BaselineCalibration.class))
        .extracting(BaselineCalibration::figure)
        .contains(BaselineEntry.THROUGHPUT);
    assertThat(AccountLines.of(third.account(), MovedFigure.class).get(0))
        .as("the throughput before and after")
        .satisfies(
            throughput -> {
              assertThat(throughput.before()).isPresent();
              assertThat(throughput.after()).isPresent();
            });
    assertThat(new BaselineStore(directory).find(run(1, 1)).orElseThrow().runs())
        .containsExactly("2026-11-22T10:00:00Z", "2026-11-22T10:20:00Z", "2026-11-22T10:30:00Z");
  }

  @Test
  void theMachinesSpeedCancelsThroughTheReference() {
    calibrate();
    // Half as fast as ever recorded, engine and reference alike: the engine did not change.
    Outcome outcome = judge(BaselineMode.CHECK, Budgets.throughputDrop(10), run(0.5, 1));
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.PASSED, Reason.WITHIN_BUDGET));
    assertThat(outcome.judgements())
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::step,
            Judgement::verdict,
            Judgement::reason)
        .containsExactly(
            tuple(
                Figure.Run.THROUGHPUT,
                Basis.BASELINE,
                Step.FIRST_LOOK,
                Verdict.PASSED,
                Reason.WITHIN_BUDGET));
    assertThat(outcome.judgements().get(0).change().ratio())
        .as("normalised ratio to the baseline")
        .isBetween(0.9995, 1.0995);
    assertThat(AccountLines.of(outcome.account(), ForkComparison.class))
        .singleElement()
        .satisfies(
            throughput -> {
              assertThat(throughput.round()).isEqualTo(ForkComparison.Round.PASSED_EARLY);
              assertThat(throughput.forks()).isEqualTo(3);
              assertThat(throughput.baseline().forks()).isEqualTo(9);
              assertThat(throughput.baseline().runs()).isEqualTo(3);
            });
    assertThat(AccountLines.of(outcome.account(), RawThroughput.class))
        .singleElement()
        .satisfies(
            raw -> {
              assertThat(raw.nowOpsPerSecond()).isCloseTo(50, offset(0.5));
              assertThat(raw.baselineOpsPerSecond()).isEqualTo(outcome.baselineOpsPerSecond());
            });
    assertThat(confirmations).isEmpty();
    assertThat(outcome.baselineOpsPerSecond())
        .as("what the report's baseline column shows")
        .isEqualTo(new BaselineStore(directory).find(run(1, 1)).orElseThrow().meanOpsPerSecond());
    assertThat(outcome.scores().get(0).forks())
        .as("the machine's speed cancels fork by fork too")
        .hasSize(3)
        .allSatisfy(ratio -> assertThat(ratio).isBetween(0.95, 1.05));
  }

  @Test
  void aRegressionFailsOnlyWhenAConfirmationRoundOfFreshForksAgrees() {
    calibrate();
    Outcome outcome =
        judge(BaselineMode.CHECK, Budgets.throughputDrop(10), PLAN, run(1.1, 0.8), run(0.9, 0.8));
    assertThat(confirmations).as("one confirmation round, as many forks again").containsExactly(3);
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.BEYOND_BUDGET));
    assertThat(outcome.judgements())
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::step,
            Judgement::verdict,
            Judgement::reason)
        .containsExactly(
            tuple(
                Figure.Run.THROUGHPUT,
                Basis.BASELINE,
                Step.CONFIRMATION,
                Verdict.FAILED,
                Reason.BEYOND_BUDGET));
    Judgement throughput = outcome.judgements().get(0);
    assertThat(throughput.change().ratio())
        .as("normalised ratio to the baseline")
        .isBetween(0.7995, 0.8995);
    assertThat(throughput.limits().budget()).isCloseTo(0.9, offset(1e-12));
    assertThat(throughput.limits().boundary())
        .as("fails beyond a drop of 10.0%%: not widened")
        .isEqualTo(throughput.limits().budget());
    assertThat(outcome.account().lines())
        .as("the failure first, the machine last")
        .first()
        .isInstanceOfSatisfying(
            ForkComparison.class,
            line -> {
              assertThat(line.round()).isEqualTo(ForkComparison.Round.FAILED);
              assertThat(line.forks()).isEqualTo(6);
              assertThat(line.baseline().forks()).isEqualTo(9);
            });
    assertThat(outcome.account().lines())
        .last()
        .isEqualTo(new MeasuredOn("skiplist", "full", MACHINE));
    assertThat(outcome.result().forks()).as("the result judged has all six forks").hasSize(6);
    GateScores scores = outcome.scores().get(0);
    assertThat(scores.figure()).isEqualTo("throughput");
    assertThat(scores.higherIsBetter()).isTrue();
    assertThat(scores.baselineRuns()).hasSize(3).allSatisfy(run -> assertThat(run).hasSize(3));
    assertThat(scores.forks()).as("all six forks judged, each near 0.8").hasSize(6);
    assertThat(scores.forks()).allSatisfy(ratio -> assertThat(ratio).isBetween(0.7, 0.9));
    assertThat(scores.boundaryRatio()).as("a 10 %% drop, or wider").isLessThanOrEqualTo(0.9);
  }

  @Test
  void aFirstRoundThatTheConfirmationRoundContradictsPasses() {
    calibrate();
    Outcome outcome =
        judge(BaselineMode.CHECK, Budgets.throughputDrop(10), PLAN, run(1, 0.8), run(1, 1.0));
    assertThat(confirmations).containsExactly(3);
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.PASSED, Reason.WITHIN_BUDGET));
    assertThat(outcome.judgements())
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::step,
            Judgement::verdict,
            Judgement::reason)
        .containsExactly(
            tuple(
                Figure.Run.THROUGHPUT,
                Basis.BASELINE,
                Step.CONFIRMATION,
                Verdict.PASSED,
                Reason.WITHIN_BUDGET));
  }

  @Test
  void aBudgetTighterThanTheCalibrationSupportsIsWidenedAndSaysSo() {
    calibrate();
    Outcome outcome =
        judge(BaselineMode.CHECK, Budgets.throughputDrop(0.1), PLAN, run(1, 1), run(1, 1));
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.PASSED, Reason.WITHIN_BUDGET));
    assertThat(outcome.judgements())
        .singleElement()
        .satisfies(
            throughput -> {
              assertThat(throughput.figure()).isEqualTo(Figure.Run.THROUGHPUT);
              assertThat(throughput.limits().budget()).isCloseTo(0.999, offset(1e-12));
              assertThat(throughput.limits().boundary())
                  .as("widened: a larger drop than the budget's")
                  .isLessThan(throughput.limits().budget());
            });
    assertThat(AccountLines.of(outcome.account(), ForkComparison.class))
        .singleElement()
        .extracting(line -> line.boundary().widened().orElseThrow())
        .isEqualTo(new ForkBoundary.Widened(0.1, BaselineFixtures.ONE_FIGURE.boundary()));
  }

  @Test
  void anUpdateFarFromTheKeptRunsWidensTheSpreadAndNeverRestartsIt() {
    calibrate();
    Outcome faster = judge(BaselineMode.UPDATE, Budgets.NONE, run(1, 2));
    assertThat(faster.decision())
        .isEqualTo(new InvocationVerdict(Verdict.UPDATED, Reason.RECORDED));
    assertThat(faster.account().lines().get(0))
        .isEqualTo(new BaselineWritten(file(), Start.ADDED_TO_KEPT_RUNS, 4, GateRule.MIN_RUNS));
    BaselineEntry entry = new BaselineStore(directory).find(run(1, 1)).orElseThrow();
    assertThat(entry.calibration().get(BaselineEntry.THROUGHPUT).spread().sigmaRun())
        .as("the jump shows as spread between runs")
        .isGreaterThan(0.2);
  }

  @Test
  void theOldestRunsAreDroppedBeyondFive() {
    calibrate();
    judge(BaselineMode.UPDATE, Budgets.NONE, run(1, 1));
    judge(BaselineMode.UPDATE, Budgets.NONE, run(1, 1));
    judge(BaselineMode.UPDATE, Budgets.NONE, run(1, 1));
    assertThat(new BaselineStore(directory).find(run(1, 1)).orElseThrow().runs())
        .hasSize(GateRule.MAX_RUNS)
        .doesNotContain(START.toString());
  }

  @Test
  void withoutABudgetNothingIsCheckedAndTheVerdictSaysSo() {
    calibrate();
    Outcome outcome = judge(BaselineMode.CHECK, Budgets.NONE, run(1, 0.6));
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_BUDGET));
    assertThat(outcome.judgements()).as("nothing judged").isEmpty();
    assertThat(outcome.account().lines().get(0)).isEqualTo(GateNotice.NO_BUDGET_AGAINST_BASELINE);
    assertThat(AccountLines.of(outcome.account(), RawThroughput.class))
        .singleElement()
        .extracting(RawThroughput::nowOpsPerSecond)
        .satisfies(now -> assertThat(now).isCloseTo(60, offset(0.5)));
  }

  @Test
  void withoutABudgetOrABaselineTheVerdictNamesTheMissingBudgetFirst() {
    Outcome outcome = judge(BaselineMode.CHECK, Budgets.NONE, run(1, 1));
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_BUDGET));
    assertThat(outcome.judgements()).isEmpty();
    // The missing baseline, second, is in the account alone: no judgement carries it.
    assertThat(outcome.account().lines())
        .containsExactly(
            new BaselineNotCompared(
                new BaselineUnusable.Missing(file()), Scope.ALL_BUDGETS, Effect.NO_BUDGET),
            new MeasuredOn("skiplist", "full", MACHINE));
  }

  @Test
  void aMissingBaselineIsNotCheckedInCheckAndFailsInStrict() {
    Outcome check = judge(BaselineMode.CHECK, 10, 1.0, 2.0);
    assertThat(check.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_BASELINE));
    assertThat(check.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(tuple(Figure.Run.THROUGHPUT, Verdict.NOT_CHECKED, Reason.NO_BASELINE));
    Outcome strict = judge(BaselineMode.STRICT, 10, 1.0, 2.0);
    assertThat(strict.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.NO_BASELINE));
    assertThat(strict.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(tuple(Figure.Run.THROUGHPUT, Verdict.FAILED, Reason.NO_BASELINE));
    assertThat(strict.account().lines().get(0))
        .isEqualTo(
            new BaselineNotCompared(
                new BaselineUnusable.Missing(file()),
                Scope.ALL_BUDGETS,
                Effect.FAILED_IN_STRICT_MODE));
  }

  @Test
  void aStaleBaselineIsNeverComparedAndStrictFailsIt() {
    calibrate();
    // Forty per cent slower, under another plan: a comparison would fail; a stale baseline is not
    // compared (a confirmation round would throw here).
    Outcome check =
        judge(BaselineMode.CHECK, Budgets.throughputDrop(10), OTHER_PLAN, run(1, 0.6), null);
    assertThat(check.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.STALE_BASELINE));
    assertThat(check.judgements())
        .as("nothing compared")
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::step,
            Judgement::verdict,
            Judgement::reason)
        .containsExactly(
            tuple(
                Figure.Run.THROUGHPUT,
                Basis.NOTHING,
                Step.NONE,
                Verdict.NOT_CHECKED,
                Reason.STALE_BASELINE));
    BaselineUnusable stale =
        new BaselineUnusable.Stale(
            file(),
            BaselineUnusable.Stale.Cause.OTHER_PLAN,
            Optional.of("workload A; measurement M"),
            "workload B; measurement M");
    assertThat(check.account().lines().get(0))
        .isEqualTo(new BaselineNotCompared(stale, Scope.ALL_BUDGETS, Effect.NOT_CHECKED));
    Outcome strict =
        judge(BaselineMode.STRICT, Budgets.throughputDrop(10), OTHER_PLAN, run(1, 1), null);
    assertThat(strict.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.STALE_BASELINE));
    assertThat(strict.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(tuple(Figure.Run.THROUGHPUT, Verdict.FAILED, Reason.STALE_BASELINE));
    assertThat(strict.account().lines().get(0))
        .isEqualTo(new BaselineNotCompared(stale, Scope.ALL_BUDGETS, Effect.FAILED_IN_STRICT_MODE));
  }

  @Test
  void anEntryOfAnOlderKvperfWithoutForksIsStale() throws Exception {
    Path file = new BaselineStore(directory).fileOf(CONTRACT);
    Files.createDirectories(file.getParent());
    Files.writeString(
        file,
        """
        { "contract" : "com.example.GetContract#uniformGet",
          "entries" : [ { "engine" : "skiplist", "scale" : "full", "meanOpsPerSecond" : 100.0,
            "planFingerprint" : "%s", "plan" : "workload A; measurement M",
            "throughputOpsPerSecond" : [ 100.0, 101.0 ],
            "environment" : { "os" : "Linux", "arch" : "amd64", "cpuModel" : "Test CPU",
              "cpuCaches" : "L1d 32K", "cores" : 2, "jvm" : "Test JVM 17", "jvmFlags" : [ ],
              "gc" : "G1", "maxHeapMegabytes" : 1024 } } ] }
        """
            .formatted(PLAN.hash()));
    Outcome check = judge(BaselineMode.CHECK, Budgets.throughputDrop(10), run(1, 0.5));
    assertThat(check.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.STALE_BASELINE));
    // Why it is stale (an older kvperf, not another plan) is in the account alone.
    assertThat(check.account().lines().get(0))
        .extracting(line -> ((BaselineNotCompared) line).why())
        .isEqualTo(
            new BaselineUnusable.Stale(
                file(),
                BaselineUnusable.Stale.Cause.NO_FORKS_KEPT,
                Optional.of("workload A; measurement M"),
                PLAN.description()));
  }

  @Test
  void anUpdateRefusesARunThatBreaksAnAbsoluteBudgetAndLeavesTheFileAsItWas() throws Exception {
    judge(BaselineMode.UPDATE, gcMaxPause(Duration.ofMillis(5)), run(1, 1));
    String before = Files.readString(new BaselineStore(directory).fileOf(CONTRACT));

    Outcome refused = judge(BaselineMode.UPDATE, gcMaxPause(Duration.ofMillis(1)), run(1, 0.5));

    assertThat(refused.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.NOT_RECORDED));
    assertThat(refused.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(Figure.Whole.BASELINE, Verdict.FAILED, Reason.NOT_RECORDED),
            tuple(Figure.Run.GC_MAX_PAUSE, Verdict.FAILED, Reason.BEYOND_BUDGET));
    assertThat(refused.account().lines())
        .startsWith(
            new GcPauseBeyondLimit(
                1, Duration.ofMillis(3), Duration.ofMillis(1), 1, Duration.ofMillis(3)))
        .contains(new BaselineNotRecorded(file()));
    assertThat(Files.readString(new BaselineStore(directory).fileOf(CONTRACT))).isEqualTo(before);
  }

  @Test
  void onlyUpdateWrites() throws Exception {
    for (BaselineMode mode :
        new BaselineMode[] {BaselineMode.CHECK, BaselineMode.STRICT, BaselineMode.OFF}) {
      judge(mode, 10, 1.0, 2.0, 3.0);
      try (var files = Files.list(directory)) {
        assertThat(files).as(mode + " writes nothing").isEmpty();
      }
    }
    calibrate();
    Path file = new BaselineStore(directory).fileOf(CONTRACT);
    String recorded = Files.readString(file);
    for (BaselineMode mode :
        new BaselineMode[] {BaselineMode.CHECK, BaselineMode.STRICT, BaselineMode.OFF}) {
      judge(mode, Budgets.throughputDrop(10), PLAN, run(1, 0.5), run(1, 0.5));
      judge(mode, Budgets.throughputDrop(10), OTHER_PLAN, run(1, 1), null);
      assertThat(Files.readString(file)).as(mode + " never moves a baseline").isEqualTo(recorded);
    }
  }

  @Test
  void absoluteBudgetsAloneAreCheckedWithoutABaseline() {
    Outcome held = judge(BaselineMode.CHECK, gcMaxPause(Duration.ofMillis(5)), run(1, 1));
    assertThat(held.decision())
        .isEqualTo(new InvocationVerdict(Verdict.PASSED, Reason.WITHIN_BUDGET));
    assertThat(held.judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict)
        .containsExactly(tuple(Figure.Run.GC_MAX_PAUSE, Basis.LIMIT, Verdict.PASSED));
    // That there was no baseline is in the account alone: no budget needed one.
    assertThat(held.account().lines().get(0))
        .isEqualTo(
            new BaselineNotCompared(
                new BaselineUnusable.Missing(file()), Scope.ALL_BUDGETS, Effect.LIMITS_HELD));
    assertThat(judge(BaselineMode.OFF, gcMaxPause(Duration.ofMillis(1)), run(1, 1)).judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(Figure.Run.GC_MAX_PAUSE, Verdict.FAILED, Reason.BEYOND_BUDGET),
            tuple(Figure.Whole.BUDGETS_AGAINST_BASELINE, Verdict.OFF, Reason.BASELINES_OFF));
  }

  @Test
  void offNeitherReadsNorWrites() throws Exception {
    assertThat(judge(BaselineMode.OFF, 10, 1.0).decision())
        .isEqualTo(new InvocationVerdict(Verdict.OFF, Reason.BASELINES_OFF));
    try (var files = Files.list(directory)) {
      assertThat(files).isEmpty();
    }
  }

  private static final MetricKey ALLOCATION =
      MetricKey.parse("allocation.operationThreads.bytesPerOp").orElseThrow();

  /** Another CPU under {@code MACHINE}'s runtime. */
  private static final Environment OTHER_CPU =
      new Environment(
          new Environment.Machine("Linux", "amd64", "Other CPU", "L1d 48K", 4),
          new Environment.Jvm("Test JVM 17", List.of(), "G1", 1024));

  /**
   * Stores a calibrated entry (three runs) of the plan on {@code machine}: raw throughput ten times
   * {@code MACHINE}'s, and {@code bytesPerOp} allocated per operation.
   */
  private void recordOn(Environment machine, double bytesPerOp) {
    List<StoredFork> forks = new ArrayList<>();
    for (String run : List.of("run 1", "run 2", "run 3")) {
      for (ForkResult fork : result("skiplist", machine, 1000.0, 1010.0).forks()) {
        forks.add(StoredFork.of(run, fork));
      }
    }
    new BaselineStore(directory)
        .write(
            CONTRACT,
            new BaselineEntry(
                new EntryKey("skiplist", "full", machine),
                EntryPlan.of(PLAN),
                1005,
                forks,
                Map.of(),
                GateRule.parameters(),
                Map.of("allocation.operationThreads.bytesPerOp", bytesPerOp)));
  }

  private static Budgets allocationRise(double throughputDrop, double percent) {
    return TestBudgets.of(
        throughputDrop,
        Double.NaN,
        Optional.empty(),
        Double.NaN,
        percent,
        Double.NaN,
        Double.NaN,
        Double.NaN);
  }

  @Test
  void allocationIsJudgedAgainstAnotherCpuUnderTheSameRuntime() {
    // The fixture's forks allocate 100 B/op.
    recordOn(OTHER_CPU, 50);
    Outcome rose = judge(BaselineMode.CHECK, allocationRise(Double.NaN, 20), run(1, 1));
    assertThat(rose.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.BEYOND_BUDGET));
    assertThat(rose.judgements())
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::against,
            Judgement::verdict,
            Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Basis.OTHER_CPU_BASELINE,
                "Other CPU",
                Verdict.FAILED,
                Reason.BEYOND_BUDGET));
    assertThat(rose.judgements().get(0).change().ratio()).isEqualTo(2.0);
    assertThat(rose.account().lines().get(0))
        .isEqualTo(new FigureRise(ALLOCATION, 50, 100, 100, 20, Verdict.FAILED));

    recordOn(OTHER_CPU, 95);
    Outcome held = judge(BaselineMode.CHECK, allocationRise(Double.NaN, 20), run(1, 1));
    assertThat(held.decision())
        .isEqualTo(new InvocationVerdict(Verdict.PASSED, Reason.WITHIN_BUDGET));
    assertThat(held.judgements())
        .as("allocation alone; throughput not compared")
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Basis.OTHER_CPU_BASELINE,
                Verdict.PASSED));
    assertThat(held.account().lines())
        .startsWith(new OtherCpuBaseline("Other CPU"))
        .hasAtLeastOneElementOfType(FigureRise.class);
    assertThat(AccountLines.of(held.account(), FigureRise.class))
        .singleElement()
        .satisfies(
            allocation -> {
              assertThat(allocation.key()).isEqualTo(ALLOCATION);
              assertThat(allocation.baseline()).isEqualTo(95);
              assertThat(allocation.measured()).isEqualTo(100);
              assertThat(allocation.verdict()).isEqualTo(Verdict.PASSED);
            });
  }

  @Test
  void throughputIsNeverJudgedAgainstAnotherCpu() {
    // Ten times faster there: a comparison of throughput would fail by far.
    recordOn(OTHER_CPU, 95);
    Outcome check = judge(BaselineMode.CHECK, allocationRise(10, 20), run(1, 1));
    assertThat(check.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.OTHER_CPU_BASELINE));
    assertThat(check.judgements())
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::against,
            Judgement::verdict,
            Judgement::reason)
        .containsExactlyInAnyOrder(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Basis.OTHER_CPU_BASELINE,
                "Other CPU",
                Verdict.PASSED,
                Reason.WITHIN_BUDGET),
            tuple(
                Figure.Run.THROUGHPUT,
                Basis.NOTHING,
                "Other CPU",
                Verdict.NOT_CHECKED,
                Reason.OTHER_CPU_BASELINE));
    assertThat(check.account().lines().get(0))
        .isEqualTo(
            new BaselineNotCompared(
                new BaselineUnusable.Missing(file()), Scope.MACHINE_BOUND, Effect.NOT_CHECKED));
    Outcome strict = judge(BaselineMode.STRICT, allocationRise(10, 20), run(1, 1));
    assertThat(strict.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.OTHER_CPU_BASELINE));
    assertThat(strict.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .contains(tuple(Figure.Run.THROUGHPUT, Verdict.FAILED, Reason.OTHER_CPU_BASELINE));
    assertThat(strict.account().lines())
        .contains(
            new BaselineNotCompared(
                new BaselineUnusable.Missing(file()),
                Scope.MACHINE_BOUND,
                Effect.FAILED_IN_STRICT_MODE));
    assertThat(judge(BaselineMode.CHECK, Budgets.throughputDrop(10), run(1, 1)).decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_BASELINE));
  }

  /** A machine whose platform does not tell its CPU, under {@code MACHINE}'s runtime. */
  private static final Environment UNKNOWN_CPU =
      new Environment(
          new Environment.Machine("Linux", "amd64", Environment.UNKNOWN, "unknown", 2),
          new Environment.Jvm("Test JVM 17", List.of(), "G1", 1024));

  @Test
  void anUnknownCpuNeverSharesAThroughputBaselineButItsAllocationCompares() {
    // An entry recorded under the very same description: another machine may have written it.
    recordOn(UNKNOWN_CPU, 95);
    PerfResult here = result("skiplist", UNKNOWN_CPU, 100.0, 101.0, 99.0);

    Outcome throughput = judge(BaselineMode.CHECK, Budgets.throughputDrop(10), here);
    assertThat(throughput.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.UNKNOWN_MACHINE));
    assertThat(throughput.judgements())
        .extracting(Judgement::figure, Judgement::reason)
        .containsExactly(tuple(Figure.Run.THROUGHPUT, Reason.UNKNOWN_MACHINE));

    Outcome both = judge(BaselineMode.CHECK, allocationRise(10, 20), here);
    assertThat(both.decision())
        .as("allocation compared with the entry of the same runtime; throughput not")
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.UNKNOWN_MACHINE));
    assertThat(both.judgements())
        .extracting(Judgement::verdict, Judgement::basis)
        .contains(tuple(Verdict.PASSED, Judgement.Basis.OTHER_CPU_BASELINE));

    assertThat(judge(BaselineMode.STRICT, Budgets.throughputDrop(10), here).verdict())
        .isEqualTo(Verdict.FAILED);
    assertThat(judge(BaselineMode.CHECK, allocationRise(Double.NaN, 20), here).verdict())
        .isEqualTo(Verdict.PASSED);
  }

  @Test
  void anotherRuntimeIsNeverCompared() {
    Environment otherFlags =
        new Environment(
            new Environment.Machine("Linux", "amd64", "Other CPU", "L1d 48K", 4),
            new Environment.Jvm("Test JVM 17", List.of("-Xmx2g"), "G1", 2048));
    recordOn(otherFlags, 50);
    Outcome outcome = judge(BaselineMode.CHECK, allocationRise(Double.NaN, 20), run(1, 1));
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_BASELINE));
    assertThat(outcome.judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Basis.NOTHING,
                Verdict.NOT_CHECKED,
                Reason.NO_BASELINE));
  }

  @Test
  void modesParseCaseInsensitivelyAndUnknownOnesAreNamed() {
    assertThat(BaselineMode.parse("Update")).isEqualTo(BaselineMode.UPDATE);
    assertThatThrownBy(() -> BaselineMode.parse("refresh"))
        .hasMessage(
            "kvperf.baseline = 'refresh' is invalid: use one of check, update, strict, off");
  }
}
