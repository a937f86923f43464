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

import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.decision.TestBudgets;
import io.kvperf.internal.report.AccountText;
import io.kvperf.internal.settings.BaselineMode;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.internal.store.StoredFork;
import io.kvperf.result.Environment;
import io.kvperf.result.ForkResult;
import io.kvperf.result.GateScores;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
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
    assertThat(AccountText.of(first.account()))
        .contains("a new calibration, from this run; 1 of the 3 runs at different times")
        .contains("throughput (mean): (new) → 100 ops/s");
    Outcome early = judge(BaselineMode.CHECK, Budgets.throughputDrop(10), run(1, 1));
    assertThat(early.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.TOO_FEW_RUNS));
    assertThat(early.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(tuple("throughput", Verdict.NOT_CHECKED, Reason.TOO_FEW_RUNS));
    judge(BaselineMode.UPDATE, Budgets.NONE, run(0.6, 1));
    Outcome third = judge(BaselineMode.UPDATE, Budgets.NONE, run(1.3, 1));
    assertThat(third.decision()).isEqualTo(new InvocationVerdict(Verdict.UPDATED, Reason.RECORDED));
    assertThat(AccountText.of(third.account()))
        .contains("this run added to the kept runs; 3 runs kept, checkable")
        .contains("calibration of throughput: σ raw ")
        .containsPattern("throughput \\(mean\\): [\\d.]+ → [\\d.]+ ops/s \\([+-]\\d+\\.\\d%\\)");
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
                "throughput",
                Basis.BASELINE,
                Step.FIRST_LOOK,
                Verdict.PASSED,
                Reason.WITHIN_BUDGET));
    assertThat(outcome.judgements().get(0).change().ratio())
        .as("normalised ratio to the baseline")
        .isBetween(0.9995, 1.0995);
    assertThat(AccountText.of(outcome.account()))
        .contains("3 forks against 9 in 3 runs")
        .contains("raw throughput (mean of fork medians): 50 ops/s now, 97 in the baseline");
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
                "throughput",
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
    assertThat(AccountText.of(outcome.account()))
        .contains("6 forks against 9 in 3 runs")
        .contains("Test CPU");
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
                "throughput",
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
              assertThat(throughput.figure()).isEqualTo("throughput");
              assertThat(throughput.limits().budget()).isCloseTo(0.999, offset(1e-12));
              assertThat(throughput.limits().boundary())
                  .as("widened: a larger drop than the budget's")
                  .isLessThan(throughput.limits().budget());
            });
    assertThat(AccountText.of(outcome.account()))
        .contains(
            "(the budget's 0.1% is tighter than this baseline's A/A spread supports at 2.37"
                + " standard errors: 1 gated figure");
  }

  @Test
  void anUpdateFarFromTheKeptRunsWidensTheSpreadAndNeverRestartsIt() {
    calibrate();
    Outcome faster = judge(BaselineMode.UPDATE, Budgets.NONE, run(1, 2));
    assertThat(faster.decision())
        .isEqualTo(new InvocationVerdict(Verdict.UPDATED, Reason.RECORDED));
    assertThat(AccountText.of(faster.account()))
        .contains("this run added to the kept runs; 4 runs kept");
    BaselineEntry entry = new BaselineStore(directory).find(run(1, 1)).orElseThrow();
    assertThat(entry.calibration().get(BaselineEntry.THROUGHPUT).sigmaRun())
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
        .doesNotContain("2026-11-22T10:00:00Z");
  }

  @Test
  void withoutABudgetNothingIsCheckedAndTheVerdictSaysSo() {
    calibrate();
    Outcome outcome = judge(BaselineMode.CHECK, Budgets.NONE, run(1, 0.6));
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_BUDGET));
    assertThat(outcome.judgements()).as("nothing judged").isEmpty();
    assertThat(AccountText.of(outcome.account()))
        .contains("raw throughput (mean of fork medians): 60 ops/s now");
  }

  @Test
  void withoutABudgetOrABaselineTheVerdictNamesTheMissingBudgetFirst() {
    Outcome outcome = judge(BaselineMode.CHECK, Budgets.NONE, run(1, 1));
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_BUDGET));
    assertThat(outcome.judgements()).isEmpty();
    // The missing baseline, second, is in the account alone: no judgement carries it.
    assertThat(AccountText.of(outcome.account()))
        .contains("no budget against a baseline (and no baseline for this engine");
  }

  @Test
  void aMissingBaselineIsNotCheckedInCheckAndFailsInStrict() {
    Outcome check = judge(BaselineMode.CHECK, 10, 1.0, 2.0);
    assertThat(check.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_BASELINE));
    assertThat(check.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(tuple("throughput", Verdict.NOT_CHECKED, Reason.NO_BASELINE));
    Outcome strict = judge(BaselineMode.STRICT, 10, 1.0, 2.0);
    assertThat(strict.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.NO_BASELINE));
    assertThat(strict.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(tuple("throughput", Verdict.FAILED, Reason.NO_BASELINE));
    assertThat(AccountText.of(strict.account())).contains("-Dkvperf.baseline=update");
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
                "throughput",
                Basis.NOTHING,
                Step.NONE,
                Verdict.NOT_CHECKED,
                Reason.STALE_BASELINE));
    assertThat(AccountText.of(check.account()))
        .contains("is stale, recorded under another plan")
        .contains("recorded: workload A; measurement M")
        .contains("now:      workload B; measurement M");
    Outcome strict =
        judge(BaselineMode.STRICT, Budgets.throughputDrop(10), OTHER_PLAN, run(1, 1), null);
    assertThat(strict.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.STALE_BASELINE));
    assertThat(strict.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(tuple("throughput", Verdict.FAILED, Reason.STALE_BASELINE));
    assertThat(AccountText.of(strict.account())).contains("(strict mode)");
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
    assertThat(AccountText.of(check.account()))
        .contains("is stale, recorded by an older kvperf that kept no per-fork scores");
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
            tuple("baseline", Verdict.FAILED, Reason.NOT_RECORDED),
            tuple("GC max pause", Verdict.FAILED, Reason.BEYOND_BUDGET));
    assertThat(AccountText.of(refused.account()))
        .startsWith("GC max pause 3.000 ms in measured iteration 1 exceeds the budget of 1.000 ms");
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
        .containsExactly(tuple("GC max pause", Basis.LIMIT, Verdict.PASSED));
    // That there was no baseline is in the account alone: no budget needed one.
    assertThat(AccountText.of(held.account())).startsWith("GC budgets held; no baseline");
    assertThat(judge(BaselineMode.OFF, gcMaxPause(Duration.ofMillis(1)), run(1, 1)).judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple("GC max pause", Verdict.FAILED, Reason.BEYOND_BUDGET),
            tuple("budgets against a baseline", Verdict.OFF, Reason.BASELINES_OFF));
  }

  @Test
  void offNeitherReadsNorWrites() throws Exception {
    assertThat(judge(BaselineMode.OFF, 10, 1.0).decision())
        .isEqualTo(new InvocationVerdict(Verdict.OFF, Reason.BASELINES_OFF));
    try (var files = Files.list(directory)) {
      assertThat(files).isEmpty();
    }
  }

  /** Another CPU under {@code MACHINE}'s runtime. */
  private static final Environment OTHER_CPU =
      new Environment(
          "Linux", "amd64", "Other CPU", "L1d 48K", 4, "Test JVM 17", List.of(), "G1", 1024);

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
                "skiplist",
                PLAN.hash(),
                PLAN.description(),
                "full",
                machine,
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
                "allocation per operation in the operation threads",
                Basis.OTHER_CPU_BASELINE,
                "Other CPU",
                Verdict.FAILED,
                Reason.BEYOND_BUDGET));
    assertThat(rose.judgements().get(0).change().ratio()).isEqualTo(2.0);
    assertThat(AccountText.of(rose.account()))
        .startsWith(
            "allocation per operation in the operation threads rose 100.0% against the baseline");

    recordOn(OTHER_CPU, 95);
    Outcome held = judge(BaselineMode.CHECK, allocationRise(Double.NaN, 20), run(1, 1));
    assertThat(held.decision())
        .isEqualTo(new InvocationVerdict(Verdict.PASSED, Reason.WITHIN_BUDGET));
    assertThat(held.judgements())
        .as("allocation alone; throughput not compared")
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict)
        .containsExactly(
            tuple(
                "allocation per operation in the operation threads",
                Basis.OTHER_CPU_BASELINE,
                Verdict.PASSED));
    assertThat(AccountText.of(held.account()))
        .contains(
            "allocation per operation in the operation threads held: baseline 95.0 B/op, measured 100.0 B/op");
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
                "allocation per operation in the operation threads",
                Basis.OTHER_CPU_BASELINE,
                "Other CPU",
                Verdict.PASSED,
                Reason.WITHIN_BUDGET),
            tuple(
                "throughput",
                Basis.NOTHING,
                "Other CPU",
                Verdict.NOT_CHECKED,
                Reason.OTHER_CPU_BASELINE));
    assertThat(AccountText.of(check.account()))
        .startsWith(
            "not checked: throughput and p99: no baseline for this engine, scale and machine");
    Outcome strict = judge(BaselineMode.STRICT, allocationRise(10, 20), run(1, 1));
    assertThat(strict.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.OTHER_CPU_BASELINE));
    assertThat(strict.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .contains(tuple("throughput", Verdict.FAILED, Reason.OTHER_CPU_BASELINE));
    assertThat(AccountText.of(strict.account())).contains("(strict mode)");
    assertThat(judge(BaselineMode.CHECK, Budgets.throughputDrop(10), run(1, 1)).decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_BASELINE));
  }

  /** A machine whose platform does not tell its CPU, under {@code MACHINE}'s runtime. */
  private static final Environment UNKNOWN_CPU =
      new Environment(
          "Linux",
          "amd64",
          Environment.UNKNOWN,
          "unknown",
          2,
          "Test JVM 17",
          List.of(),
          "G1",
          1024);

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
        .containsExactly(tuple("throughput", Reason.UNKNOWN_MACHINE));

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
            "Linux",
            "amd64",
            "Other CPU",
            "L1d 48K",
            4,
            "Test JVM 17",
            List.of("-Xmx2g"),
            "G1",
            2048);
    recordOn(otherFlags, 50);
    Outcome outcome = judge(BaselineMode.CHECK, allocationRise(Double.NaN, 20), run(1, 1));
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_BASELINE));
    assertThat(outcome.judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                "allocation per operation in the operation threads",
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
