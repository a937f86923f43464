package io.kvperf.internal.pairs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;
import static org.assertj.core.api.Assertions.tuple;

import io.kvperf.api.Operation;
import io.kvperf.internal.account.AllocationWithinSlack;
import io.kvperf.internal.account.PairedFigureEstimated;
import io.kvperf.internal.account.PairedFigureJudged;
import io.kvperf.internal.account.PairedFigureNotMeasured;
import io.kvperf.internal.account.PairsEstimateHeading;
import io.kvperf.internal.account.PairsHeading;
import io.kvperf.internal.account.PairsHeading.Unbudgeted;
import io.kvperf.internal.account.PairsMeasured;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetTerm;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.decision.TestBudgets;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.Figure;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.MeasuredFigures;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Fixed pairs of forks through the decision on two builds; no fork runs. */
class ArmsDecisionTest {
  /** Log offsets of B against A per pair: mean 0, standard deviation about 0.08. */
  private static final double[] NOISE = {
    0.08, -0.09, 0.05, -0.04, 0.11, -0.10, 0.02, -0.03, 0.07, -0.06, 0.12, -0.13, 0.01, -0.02, 0.09,
    -0.08
  };

  private static final Budgets TEN_PERCENT = Budgets.throughputDrop(10);

  /**
   * Asserts {@code outcome} judged {@code figure} alone, A against B, and returns its judgement.
   */
  private static Judgement judgedAlone(
      Outcome outcome, Figure figure, Verdict verdict, Reason reason) {
    assertThat(outcome.decision()).isEqualTo(new InvocationVerdict(verdict, reason));
    assertThat(outcome.judgements())
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::against,
            Judgement::step,
            Judgement::verdict,
            Judgement::reason)
        .containsExactly(tuple(figure, Basis.OTHER_BUILD, "B", Step.PAIRS, verdict, reason));
    return outcome.judgements().get(0);
  }

  /** Arm A's forks at {@code ratio} of arm B's, B's with the noise scaled by {@code noiseScale}. */
  private static List<PerfResult> pairs(int pairs, double ratio, double noiseScale) {
    List<double[]> a = new ArrayList<>();
    List<double[]> b = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      // The machine's speed moves both arms and their references alike from pair to pair.
      double machine = 1 + 0.3 * (i % 3);
      b.add(
          new double[] {1_000_000 * machine * Math.exp(noiseScale * NOISE[i]), 900_000 * machine});
      a.add(new double[] {1_000_000 * machine * ratio, 900_000 * machine});
    }
    return List.of(
        BaselineFixtures.referenced(a.toArray(double[][]::new)),
        BaselineFixtures.referenced(b.toArray(double[][]::new)));
  }

  /**
   * A contract with no budget, estimated: exactly the pairs asked for, however clear the change,
   * the change and its 95 % interval reported, and nothing judged.
   */
  @Test
  void anEstimateTakesItsPairsAndJudgesNothing() {
    ArmsDecision estimate = ArmsDecision.estimating(6);
    List<PerfResult> arms = pairs(6, 0.7, 0.3);
    ArmPairs sixPairs = ArmPairs.ofForks(arms.get(0), arms.get(1));
    List<PerfResult> first = pairs(4, 0.7, 0.3);

    assertThat(estimate.minPairs()).isEqualTo(6);
    assertThat(estimate.settled(ArmPairs.ofForks(first.get(0), first.get(1)))).isFalse();
    assertThat(estimate.settled(sixPairs)).isTrue();
    Outcome outcome = estimate.judge(sixPairs, arms.get(0), "2.0", "1.0");
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.NOT_CHECKED, Reason.ESTIMATED_ONLY));
    assertThat(outcome.judgements())
        .as("estimated and not judged")
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::against,
            Judgement::verdict,
            Judgement::reason)
        .containsExactly(
            tuple(
                Figure.Run.THROUGHPUT,
                Basis.OTHER_BUILD,
                "1.0",
                Verdict.NOT_CHECKED,
                Reason.ESTIMATED_ONLY),
            tuple(
                MeasuredFigures.of(Operation.GET, Statistic.P99_LATENCY),
                Basis.OTHER_BUILD,
                "1.0",
                Verdict.NOT_CHECKED,
                Reason.ESTIMATED_ONLY),
            tuple(
                Figure.BetweenBuilds.ALLOCATION,
                Basis.OTHER_BUILD,
                "1.0",
                Verdict.NOT_CHECKED,
                Reason.ESTIMATED_ONLY),
            tuple(
                Figure.BetweenBuilds.CPU_TIME,
                Basis.OTHER_BUILD,
                "1.0",
                Verdict.NOT_CHECKED,
                Reason.ESTIMATED_ONLY));
    Judgement.Estimate throughput = outcome.judgements().get(0).change();
    assertThat(throughput.ratio())
        .as("a drop of 30 to 40 %%")
        .isGreaterThan(0.6005)
        .isLessThanOrEqualTo(0.7005);
    assertThat(throughput.hasInterval()).isTrue();
    assertThat(throughput.high()).as("the interval a drop too").isLessThanOrEqualTo(0.9995);
    assertThat(outcome.judgements()).allSatisfy(j -> assertThat(j.limits().budget()).isNaN());
    assertThat(outcome.account().lines().get(0))
        .as("estimated in 6 pairs, and what budget would judge it")
        .isEqualTo(
            new PairsEstimateHeading(
                6,
                PairsMeasured.FORKS_LESS_REFERENCE,
                List.of(
                    "throughputDrop",
                    "p99Rise",
                    "allocationRise",
                    "cpuPerOpRise",
                    "safepointRise")));
    assertThat(outcome.account().lines().subList(1, 5))
        .as("each figure estimated, judged by nothing")
        .allSatisfy(line -> assertThat(line).isInstanceOf(PairedFigureEstimated.class));
    assertThat(outcome.estimates())
        .extracting(ArmEstimate::figure)
        .containsExactly(
            "throughput", "get p99 latency", "allocation per operation", "CPU time per operation");
    assertThat(outcome.estimates().get(0))
        .satisfies(
            e -> {
              assertThat(e.ratio()).isBetween(e.low(), e.high());
              assertThat(e.high()).isLessThan(1);
            });
    assertThat(outcome.estimates()).allMatch(e -> e.verdict() == Verdict.NOT_CHECKED);
    assertThatThrownBy(() -> ArmsDecision.estimating(1)).hasMessageContaining("at least 2 pairs");
  }

  /** Beside a budget, the figures it does not read are estimated, and the verdict is its own. */
  @Test
  void theFiguresNoBudgetReadsAreEstimatedBesideAndLeaveTheVerdictToTheBudgeted() {
    List<PerfResult> arms = pairs(4, 1.0, 0.1);
    ArmPairs quiet = ArmPairs.ofForks(arms.get(0), arms.get(1));

    Outcome outcome =
        new ArmsDecision(TEN_PERCENT, 16, Unbudgeted.ESTIMATED_BESIDE)
            .judge(quiet, arms.get(0), "2.0", "1.0");

    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.PASSED, Reason.WITHIN_BUDGET));
    assertThat(outcome.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(Figure.Run.THROUGHPUT, Verdict.PASSED, Reason.WITHIN_BUDGET),
            tuple(
                MeasuredFigures.of(Operation.GET, Statistic.P99_LATENCY),
                Verdict.NOT_CHECKED,
                Reason.ESTIMATED_ONLY),
            tuple(Figure.BetweenBuilds.ALLOCATION, Verdict.NOT_CHECKED, Reason.ESTIMATED_ONLY),
            tuple(Figure.BetweenBuilds.CPU_TIME, Verdict.NOT_CHECKED, Reason.ESTIMATED_ONLY));
    Judgement.Estimate p99 = outcome.judgements().get(1).change();
    assertThat(List.of(p99.ratio(), p99.low(), p99.high()))
        .as("p99 of get +0.0 %% [+0.0, +0.0]")
        .allSatisfy(ratio -> assertThat(ratio).isGreaterThan(0.9995).isLessThan(1.0005));
    assertThat(outcome.estimates())
        .extracting(ArmEstimate::figure, ArmEstimate::verdict)
        .containsExactly(
            tuple("throughput", Verdict.PASSED),
            tuple("get p99 latency", Verdict.NOT_CHECKED),
            tuple("allocation per operation", Verdict.NOT_CHECKED),
            tuple("CPU time per operation", Verdict.NOT_CHECKED));
    assertThat(outcome.account().lines().get(0))
        .as("4 pairs, a look's error a quarter of the whole, the others estimated beside")
        .isEqualTo(
            new PairsHeading(
                4,
                PairsMeasured.FORKS_LESS_REFERENCE,
                ArmsDecision.ALPHA / 4,
                Unbudgeted.ESTIMATED_BESIDE));
    assertThat(outcome.account().lines().get(2))
        .isInstanceOfSatisfying(
            PairedFigureEstimated.class,
            line -> assertThat(line.change().figure()).isEqualTo("get p99 latency"));
    assertThat(new ArmsDecision(TEN_PERCENT, 16).judge(quiet, arms.get(0)).estimates())
        .extracting(ArmEstimate::figure)
        .containsExactly("throughput");
  }

  @Test
  void noChangeInVeryNoisyPairsIsInconclusiveAndSaysWhatItCouldHaveDetected() {
    ArmsDecision decision = new ArmsDecision(TEN_PERCENT, 16);
    List<PerfResult> arms = pairs(16, 1.0, 2.0);

    Outcome outcome = decision.judge(ArmPairs.ofForks(arms.get(0), arms.get(1)), arms.get(0));

    Judgement throughput =
        judgedAlone(outcome, Figure.Run.THROUGHPUT, Verdict.INCONCLUSIVE, Reason.UNDECIDED);
    assertThat(throughput.limits().budget()).isCloseTo(0.9, offset(1e-12));
    assertThat(throughput.limits().detectable())
        .as("what these pairs could have detected: a drop beyond the budget")
        .isLessThan(throughput.limits().budget());
    assertThat(outcome.account().lines())
        .first()
        .isEqualTo(
            new PairsHeading(
                16,
                PairsMeasured.FORKS_LESS_REFERENCE,
                ArmsDecision.ALPHA / 4,
                Unbudgeted.LEFT_OUT));
    assertThat(outcome.account().lines().get(1))
        .as("undecided, with the spread and what these pairs could have detected")
        .isInstanceOfSatisfying(
            PairedFigureJudged.class,
            line -> {
              assertThat(line.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
              assertThat(line.budgetLn()).isCloseTo(Math.log(0.9), offset(1e-12));
              assertThat(line.sigmaLn()).isGreaterThan(0.1);
              assertThat(line.detectableLn())
                  .isCloseTo(-Math.log(throughput.limits().detectable()), offset(1e-12));
              assertThat(line.allocation()).isEmpty();
            });
  }

  @Test
  void noChangeInPairsAsNoisyAsThisMachinesPassesAfterSixteen() {
    List<PerfResult> arms = pairs(16, 1.0, 1.0);

    assertThat(
            new ArmsDecision(TEN_PERCENT, 16)
                .judge(ArmPairs.ofForks(arms.get(0), arms.get(1)), arms.get(0))
                .verdict())
        .isEqualTo(Verdict.PASSED);
  }

  @Test
  void noChangeInQuietPairsPassesAtTheFirstLook() {
    ArmsDecision decision = new ArmsDecision(TEN_PERCENT, 16);
    List<PerfResult> arms = pairs(ArmsDecision.LOOK_EVERY, 1.0, 0.1);

    assertThat(decision.settled(ArmPairs.ofForks(arms.get(0), arms.get(1)))).isTrue();
    assertThat(decision.judge(ArmPairs.ofForks(arms.get(0), arms.get(1)), arms.get(0)).verdict())
        .isEqualTo(Verdict.PASSED);
  }

  @Test
  void aDropBeyondTheBudgetThatTheIntervalConfirmsFails() {
    ArmsDecision decision = new ArmsDecision(TEN_PERCENT, 16);
    List<PerfResult> arms = pairs(8, 0.7, 0.3);

    assertThat(decision.settled(ArmPairs.ofForks(arms.get(0), arms.get(1)))).isTrue();
    Outcome outcome = decision.judge(ArmPairs.ofForks(arms.get(0), arms.get(1)), arms.get(0));
    Judgement throughput =
        judgedAlone(outcome, Figure.Run.THROUGHPUT, Verdict.FAILED, Reason.BEYOND_BUDGET);
    assertThat(throughput.change().ratio()).isGreaterThan(0.6005).isLessThanOrEqualTo(0.7005);
    assertThat(throughput.change().high())
        .as("the interval confirms: wholly a drop")
        .isLessThan(1.0);
  }

  /**
   * A creep of 8 % against the anchor, each step since having passed a 10 % budget: the creep
   * budget of 5 % fails it, as one more row of the table, with throughput's 10 % passing beside.
   */
  @Test
  void aCreepBudgetFailsWhatThroughputsBudgetPassesAgainstTheAnchor() {
    Budgets budget =
        Budgets.of(
            BudgetTerm.percent(BudgetFigure.THROUGHPUT, 10),
            BudgetTerm.percent(BudgetFigure.CREEP, 5));
    List<PerfResult> arms = pairs(16, 0.92, 0.05);

    Outcome outcome =
        new ArmsDecision(budget, 16).judge(ArmPairs.ofForks(arms.get(0), arms.get(1)), arms.get(0));

    assertThat(outcome.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(Figure.Run.THROUGHPUT, Verdict.PASSED, Reason.WITHIN_BUDGET),
            tuple(Figure.Run.CREEP, Verdict.FAILED, Reason.BEYOND_BUDGET));
    assertThat(outcome.judgements().get(1).change().ratio()).isCloseTo(0.92, offset(0.01));
    assertThat(outcome.verdict()).isEqualTo(Verdict.FAILED);
  }

  /** Compared with any other build than the anchor, a creep budget is not read at all. */
  @Test
  void aCreepBudgetIsNotReadAgainstAnotherBuild() {
    Budgets budget =
        Budgets.of(
                BudgetTerm.percent(BudgetFigure.THROUGHPUT, 10),
                BudgetTerm.percent(BudgetFigure.CREEP, 5))
            .withoutAnchorOnly();
    List<PerfResult> arms = pairs(16, 0.92, 0.05);

    Outcome outcome =
        new ArmsDecision(budget, 16).judge(ArmPairs.ofForks(arms.get(0), arms.get(1)), arms.get(0));

    judgedAlone(outcome, Figure.Run.THROUGHPUT, Verdict.PASSED, Reason.WITHIN_BUDGET);
    assertThat(Budgets.of(BudgetTerm.percent(BudgetFigure.CREEP, 5)).withoutAnchorOnly())
        .isEqualTo(Budgets.NONE);
  }

  @Test
  void aDropBeyondTheBudgetThatTheNoiseCouldExplainIsInconclusive() {
    ArmsDecision decision = new ArmsDecision(TEN_PERCENT, 4);
    List<PerfResult> arms = pairs(4, 0.85, 1.0);

    assertThat(decision.judge(ArmPairs.ofForks(arms.get(0), arms.get(1)), arms.get(0)).verdict())
        .isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void theReferenceTakesOutWhatTheMachineDidToOneArmsFork() {
    // Arm A's forks ran while the machine was half as fast: engine and reference alike.
    List<double[]> a = new ArrayList<>();
    List<double[]> b = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      a.add(new double[] {500_000 * (1 + 0.001 * i), 450_000});
      b.add(new double[] {1_000_000, 900_000});
    }
    PerfResult slowMachine = BaselineFixtures.referenced(a.toArray(double[][]::new));
    Outcome outcome =
        new ArmsDecision(TEN_PERCENT, 4)
            .judge(
                ArmPairs.ofForks(
                    slowMachine, BaselineFixtures.referenced(b.toArray(double[][]::new))),
                slowMachine);

    assertThat(outcome.verdict()).isEqualTo(Verdict.PASSED);
  }

  @Test
  void forksThatRanBothArmsAreEachAPairWithTheOtherBuildInTheReferencesPlace() {
    // Each fork: this build at 850k ops/s, the other build beside it at 1M, whatever the machine.
    List<double[]> forks = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      double machine = 1 + 0.3 * (i % 3);
      forks.add(new double[] {850_000 * machine * Math.exp(0.1 * NOISE[i]), 1_000_000 * machine});
    }
    PerfResult both = BaselineFixtures.referenced(forks.toArray(double[][]::new));

    Outcome outcome =
        new ArmsDecision(TEN_PERCENT, 8).judge(ArmPairs.inOneJvm(both, List.of()), both);

    Judgement throughput =
        judgedAlone(outcome, Figure.Run.THROUGHPUT, Verdict.FAILED, Reason.BEYOND_BUDGET);
    assertThat(throughput.change().ratio()).isGreaterThan(0.8005).isLessThanOrEqualTo(0.9005);
    assertThat(outcome.account().lines())
        .first()
        .isEqualTo(
            new PairsHeading(
                8, PairsMeasured.ONE_JVM, ArmsDecision.ALPHA / 2, Unbudgeted.LEFT_OUT));
  }

  /**
   * The same forks with each arm leading half of them, the leader 12 % faster than average for its
   * whole fork: fitted as a term of its own, the lead moves neither the estimate nor its spread.
   */
  @Test
  void theLeadingArmsHeadStartIsBalancedOutOfTheEstimate() {
    List<double[]> forks = new ArrayList<>();
    List<Boolean> aLed = List.of(true, false, false, true, false, true, true, false);
    for (int i = 0; i < 8; i++) {
      double machine = 1 + 0.3 * (i % 3);
      double lead = aLed.get(i) ? 1.12 : 1 / 1.12;
      forks.add(
          new double[] {850_000 * machine * lead * Math.exp(0.01 * NOISE[i]), 1_000_000 * machine});
    }
    PerfResult both = BaselineFixtures.referenced(forks.toArray(double[][]::new));

    Outcome fitted = new ArmsDecision(TEN_PERCENT, 8).judge(ArmPairs.inOneJvm(both, aLed), both);
    Outcome unfitted =
        new ArmsDecision(TEN_PERCENT, 8).judge(ArmPairs.inOneJvm(both, List.of()), both);

    Judgement.Estimate change =
        judgedAlone(fitted, Figure.Run.THROUGHPUT, Verdict.FAILED, Reason.BEYOND_BUDGET).change();
    assertThat(change.ratio())
        .as("a drop of 14 or 15 %%")
        .isGreaterThan(0.8405)
        .isLessThanOrEqualTo(0.8605);
    assertThat(List.of(change.low(), change.high()))
        .as("the interval, drops of 10 to 19 %%")
        .allSatisfy(ratio -> assertThat(ratio).isGreaterThan(0.8005).isLessThanOrEqualTo(0.9005));
    // The lead itself is in the account alone.
    assertThat(fitted.account().lines())
        .first()
        .isInstanceOfSatisfying(
            PairsHeading.class,
            line -> assertThat(line.measured()).isEqualTo(PairsMeasured.ONE_JVM));
    assertThat(fitted.account().lines().get(1))
        .isInstanceOfSatisfying(
            PairedFigureJudged.class,
            line -> assertThat(line.change().leadLn()).isCloseTo(Math.log(1.12), offset(0.001)));
    assertThat(unfitted.decision())
        .as("the same forks with the lead left in the noise")
        .isEqualTo(new InvocationVerdict(Verdict.INCONCLUSIVE, Reason.UNDECIDED));
  }

  @Test
  void noDecisionBetweenLooksAndAlwaysOneAtTheLastPair() {
    ArmsDecision decision = new ArmsDecision(TEN_PERCENT, 6);
    List<PerfResult> three = pairs(3, 0.5, 0.1);
    List<PerfResult> six = pairs(6, 1.0, 1.0);

    assertThat(decision.settled(ArmPairs.ofForks(three.get(0), three.get(1)))).isFalse();
    assertThat(decision.settled(ArmPairs.ofForks(six.get(0), six.get(1)))).isTrue();
  }

  @Test
  void aContractWithoutAThroughputOrP99BudgetCannotBeCompared() {
    Budgets none = Budgets.NONE;

    assertThatThrownBy(() -> new ArmsDecision(none, 16))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(
            "throughputDrop, p99Rise, allocationRise, cpuPerOpRise or safepointRise");
    assertThatThrownBy(() -> new ArmsDecision(TEN_PERCENT, 3))
        .hasMessageContaining("kvperf.compare.pairs = 3 is invalid");
  }

  /** Pairs of a steady throughput, A and B allocating these bytes per operation in every pair. */
  private static ArmPairs allocating(int pairs, double bytesA, double bytesB) {
    List<double[]> allocation = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      // A little noise, as forks' allocation has: a few bytes of JIT and timing per operation.
      double jitter = 1 + 0.01 * NOISE[i];
      allocation.add(new double[] {bytesA * jitter, bytesB / jitter});
    }
    return new ArmPairs(
        PairsMeasured.FORKS_RAW,
        java.util.Collections.nCopies(pairs, 0.0),
        java.util.Map.of(),
        allocation);
  }

  private static final Budgets ALLOCATION_TEN_PERCENT =
      TestBudgets.of(
          Double.NaN,
          Double.NaN,
          java.util.Optional.<java.time.Duration>empty(),
          Double.NaN,
          10,
          Double.NaN,
          Double.NaN,
          Double.NaN);

  @Test
  void anAllocationBudgetAloneComparesTwoBuilds() {
    ArmsDecision decision = new ArmsDecision(ALLOCATION_TEN_PERCENT, 16);
    PerfResult anyResult = pairs(1, 1.0, 0).get(0);

    Outcome same = decision.judge(allocating(4, 200, 200), anyResult);
    judgedAlone(same, Figure.BetweenBuilds.ALLOCATION, Verdict.PASSED, Reason.WITHIN_BUDGET);
    assertThat(decision.settled(allocating(4, 200, 200))).isTrue();

    Outcome more = decision.judge(allocating(4, 240, 200), anyResult);
    Judgement allocation =
        judgedAlone(more, Figure.BetweenBuilds.ALLOCATION, Verdict.FAILED, Reason.BEYOND_BUDGET);
    assertThat(allocation.change().ratio()).isGreaterThanOrEqualTo(1.1995).isLessThan(1.2005);
    assertThat(allocation.limits().budget()).isCloseTo(1.1, offset(1e-12));
    assertThat(more.account().lines().get(1))
        .as("judged on the pairs, each arm's bytes per operation beside")
        .isInstanceOfSatisfying(
            PairedFigureJudged.class,
            line -> {
              assertThat(line.verdict()).isEqualTo(Verdict.FAILED);
              assertThat(line.allocation())
                  .hasValueSatisfying(
                      bytes -> {
                        assertThat(bytes.bytesPerOpA()).isCloseTo(240, offset(0.05));
                        assertThat(bytes.bytesPerOpB()).isCloseTo(200, offset(0.05));
                      });
            });
  }

  @Test
  void aRiseOfAFewBytesPerOperationNeverFailsHoweverLargeItsRatio() {
    ArmsDecision decision = new ArmsDecision(ALLOCATION_TEN_PERCENT, 16);
    Outcome outcome = decision.judge(allocating(4, 6, 0.5), pairs(1, 1.0, 0).get(0));
    Judgement allocation =
        judgedAlone(outcome, Figure.BetweenBuilds.ALLOCATION, Verdict.PASSED, Reason.WITHIN_BUDGET);
    assertThat(allocation.change().ratio())
        .as("sixfold, far beyond the budget, yet passed")
        .isGreaterThan(allocation.limits().budget());
    assertThat(allocation.change().hasInterval())
        .as("passed by the slack, not the pairs")
        .isFalse();
    assertThat(outcome.account().lines().get(1))
        .isInstanceOfSatisfying(
            AllocationWithinSlack.class,
            line -> {
              assertThat(line.figure()).isEqualTo("allocation per operation");
              assertThat(line.slackBytesPerOp()).isEqualTo(8);
              assertThat(line.allocation().bytesPerOpA()).isCloseTo(6, offset(0.05));
            });
  }

  @Test
  void anAllocationNotMeasuredInEveryForkIsNotPassed() {
    ArmsDecision decision = new ArmsDecision(ALLOCATION_TEN_PERCENT, 16);
    Outcome outcome = decision.judge(allocating(4, Double.NaN, 200), pairs(1, 1.0, 0).get(0));
    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.INCONCLUSIVE, Reason.NOT_MEASURED));
    assertThat(outcome.judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                Figure.BetweenBuilds.ALLOCATION,
                Basis.OTHER_BUILD,
                Verdict.INCONCLUSIVE,
                Reason.NOT_MEASURED));
    assertThat(outcome.account().lines().get(1))
        .isEqualTo(
            new PairedFigureNotMeasured(
                "allocation per operation", Statistic.OPERATION_ALLOCATION_PER_OP));
  }

  /** Pairs of a steady throughput whose CPU time per operation moves by {@code lnRatio}. */
  private static ArmPairs usingCpu(int pairs, double lnRatio) {
    List<Double> cpu = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      cpu.add(lnRatio + 0.01 * NOISE[i]);
    }
    return new ArmPairs(
        PairsMeasured.FORKS_RAW,
        java.util.Collections.nCopies(pairs, 0.0),
        java.util.Map.of(),
        java.util.Collections.nCopies(pairs, new double[] {1, 1}),
        cpu,
        List.of(),
        Map.of());
  }

  @Test
  void aCpuPerOperationBudgetAloneComparesTwoBuilds() {
    Budgets cpuFivePercent =
        new Budgets(
            List.of(
                io.kvperf.internal.decision.BudgetTerm.percent(
                    io.kvperf.internal.decision.BudgetFigure.CPU_PER_OP, 5)));
    ArmsDecision decision = new ArmsDecision(cpuFivePercent, 16);
    PerfResult anyResult = pairs(1, 1.0, 0).get(0);

    judgedAlone(
        decision.judge(usingCpu(8, 0.0), anyResult),
        Figure.BetweenBuilds.CPU_TIME,
        Verdict.PASSED,
        Reason.WITHIN_BUDGET);
    Judgement costlier =
        judgedAlone(
            decision.judge(usingCpu(8, Math.log(1.10)), anyResult),
            Figure.BetweenBuilds.CPU_TIME,
            Verdict.FAILED,
            Reason.BEYOND_BUDGET);
    assertThat(costlier.change().ratio()).isCloseTo(1.10, offset(0.01));
    assertThat(costlier.limits().budget()).isCloseTo(1.05, offset(1e-12));
    assertThat(decision.judge(usingCpu(4, Double.NaN), anyResult).decision())
        .as("a fork that could not tell the operation threads' CPU time")
        .isEqualTo(new InvocationVerdict(Verdict.INCONCLUSIVE, Reason.NOT_MEASURED));
  }

  @Test
  void safepointTimeIsDecidedBetweenBuildsFromTheTableAndUndecidedWhereAForkDidNotRecordIt() {
    ArmsDecision decision =
        new ArmsDecision(Budgets.of(BudgetTerm.percent(BudgetFigure.SAFEPOINT_TIME, 10)), 16);
    PerfResult anyResult = pairs(1, 1.0, 0).get(0);

    Outcome doubled = decision.judge(standing(8, Math.log(2)), anyResult);
    assertThat(doubled.judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.SAFEPOINT_TIME_PER_SECOND),
                Basis.OTHER_BUILD,
                Verdict.FAILED,
                Reason.BEYOND_BUDGET));
    assertThat(decision.judge(standing(8, 0), anyResult).verdict()).isEqualTo(Verdict.PASSED);
    assertThat(decision.judge(usingCpu(8, 0), anyResult).judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.SAFEPOINT_TIME_PER_SECOND),
                Verdict.INCONCLUSIVE,
                Reason.NOT_MEASURED));
  }

  /** Pairs of a steady throughput whose safepoint time per second moves by {@code lnRatio}. */
  private static ArmPairs standing(int pairs, double lnRatio) {
    List<Double> safepoints = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      safepoints.add(lnRatio + 0.01 * NOISE[i]);
    }
    return new ArmPairs(
        PairsMeasured.FORKS_RAW,
        java.util.Collections.nCopies(pairs, 0.0),
        java.util.Map.of(),
        java.util.Collections.nCopies(pairs, new double[] {1, 1}),
        List.of(),
        List.of(),
        Map.of(Statistic.SAFEPOINT_TIME_PER_SECOND, safepoints));
  }
}
