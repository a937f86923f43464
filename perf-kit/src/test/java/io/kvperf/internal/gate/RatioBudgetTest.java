package io.kvperf.internal.gate;

import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.EngineRatio;
import io.kvperf.internal.account.GateNotice;
import io.kvperf.internal.account.RatioStanding;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.result.Figure;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ratio budgets on known pairs of interleaved forks. */
class RatioBudgetTest {
  /** Four forks of the other engine, the machine's speed wandering by 2x between them. */
  private static final PerfResult OTHER = result("bdb-je", MACHINE, 100.0, 200.0, 150.0, 100.0);

  /**
   * Asserts {@code judgement} is of the throughput relative to bdb-je, at least 2, {@code verdict}.
   */
  private static Judgement againstBdbJeAtLeastTwo(RatioJudgement judgement, Verdict verdict) {
    assertThat(judgement.judgement())
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::against,
            Judgement::step,
            Judgement::verdict,
            Judgement::reason)
        .containsExactly(
            new Figure.EngineRatio("bdb-je"),
            Basis.OTHER_ENGINE,
            "bdb-je",
            Step.PAIRS,
            verdict,
            verdict == Verdict.FAILED ? Reason.BEYOND_BUDGET : Reason.WITHIN_BUDGET);
    assertThat(judgement.judgement().limits().budget()).isEqualTo(2.0);
    return judgement.judgement();
  }

  @Test
  void aRatioHeldInEveryPairHoldsWhateverTheMachineDid() {
    PerfResult krati = result("krati", MACHINE, 230.0, 450.0, 340.0, 225.0);
    RatioJudgement judgement = new RatioBudget("bdb-je", 2).judge(krati, OTHER);
    assertThat(judgement.refuted()).isFalse();
    Judgement held = againstBdbJeAtLeastTwo(judgement, Verdict.PASSED);
    assertThat(held.change().ratio()).isBetween(2.1995, 2.2995);
    assertThat(held.change().low())
        .as("held: the whole interval at or above the budget")
        .isGreaterThanOrEqualTo(held.limits().budget());
    assertThat(judgement.line())
        .isInstanceOfSatisfying(
            EngineRatio.class,
            line -> {
              assertThat(line.engine()).isEqualTo("bdb-je");
              assertThat(line.standing().state()).isEqualTo(RatioStanding.State.HELD);
              assertThat(line.standing().estimate()).isEqualTo(held.change());
              assertThat(line.standing().pairs()).isEqualTo(4);
              assertThat(line.standing().atLeast()).isEqualTo(2);
              assertThat(line.opsPerSecond()).isEqualTo(krati.meanForkOpsPerSecond());
              assertThat(line.otherOpsPerSecond()).isEqualTo(OTHER.meanForkOpsPerSecond());
            });
  }

  @Test
  void aRatioWhollyBelowTheBudgetIsRefuted() {
    PerfResult krati = result("krati", MACHINE, 110.0, 210.0, 160.0, 105.0);
    RatioJudgement judgement = new RatioBudget("bdb-je", 2).judge(krati, OTHER);
    assertThat(judgement.refuted()).isTrue();
    Judgement failed = againstBdbJeAtLeastTwo(judgement, Verdict.FAILED);
    assertThat(failed.change().ratio()).isBetween(0.9995, 1.0995);
    assertThat(failed.change().high()).isLessThan(failed.limits().budget());
  }

  @Test
  void twoPairsHaveAnIntervalToo() {
    PerfResult other = result("bdb-je", MACHINE, 100.0, 200.0);
    RatioJudgement judgement =
        new RatioBudget("bdb-je", 2).judge(result("krati", MACHINE, 52.0, 98.0), other);
    assertThat(judgement.refuted()).as("JMH's statistics give no interval for two").isTrue();
    Judgement failed = againstBdbJeAtLeastTwo(judgement, Verdict.FAILED);
    assertThat(failed.change().hasInterval()).isTrue();
    assertThat(failed.change().ratio()).isBetween(0.4995, 0.5095);
    assertThat(failed.change().low()).isBetween(0.0, failed.change().ratio());
    assertThat(failed.change().high()).isBetween(failed.change().ratio(), 0.9995);
    assertThat(judgement.line())
        .isInstanceOfSatisfying(
            EngineRatio.class,
            line -> {
              assertThat(line.standing().pairs()).isEqualTo(2);
              assertThat(line.standing().state()).isEqualTo(RatioStanding.State.FAILED);
            });
  }

  @Test
  void anIntervalThatReachesTheBudgetIsNotRefuted() {
    PerfResult krati = result("krati", MACHINE, 150.0, 450.0, 300.0, 250.0);
    RatioJudgement judgement = new RatioBudget("bdb-je", 2).judge(krati, OTHER);
    assertThat(judgement.refuted()).isFalse();
    Judgement notRefuted = againstBdbJeAtLeastTwo(judgement, Verdict.PASSED);
    assertThat(((EngineRatio) judgement.line()).standing().state())
        .isEqualTo(RatioStanding.State.NOT_REFUTED);
    assertThat(notRefuted.change().low())
        .as("the interval reaches the budget")
        .isLessThan(notRefuted.limits().budget());
    assertThat(notRefuted.change().high()).isGreaterThanOrEqualTo(notRefuted.limits().budget());
  }

  @Test
  void aJudgementDecidesTheVerdictWithTheGatesOutcome() {
    PerfResult krati = result("krati", MACHINE, 110.0, 210.0, 160.0, 105.0);
    Outcome notChecked =
        new Outcome(
            List.of(Judgement.notChecked(Figure.Run.THROUGHPUT, "b.json", Reason.NO_BASELINE)),
            Account.of(GateNotice.NO_BUDGET_AGAINST_BASELINE),
            krati);
    Outcome refuted = new RatioBudget("bdb-je", 2).judge(krati, OTHER).applyTo(notChecked);
    assertThat(refuted.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.BEYOND_BUDGET));
    assertThat(refuted.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(Figure.Run.THROUGHPUT, Verdict.NOT_CHECKED, Reason.NO_BASELINE),
            tuple(new Figure.EngineRatio("bdb-je"), Verdict.FAILED, Reason.BEYOND_BUDGET));
    assertThat(refuted.account().lines())
        .as("the ratio first, then the gate's account")
        .containsExactly(
            new RatioBudget("bdb-je", 2).judge(krati, OTHER).line(),
            GateNotice.NO_BUDGET_AGAINST_BASELINE);
    Outcome held = new RatioBudget("bdb-je", 1).judge(krati, OTHER).applyTo(notChecked);
    assertThat(held.decision())
        .as("a budget was checked and held")
        .isEqualTo(new InvocationVerdict(Verdict.PASSED, Reason.WITHIN_BUDGET));
    Outcome failed =
        new Outcome(
            List.of(
                Judgement.unmeasured(
                    Figure.Run.THROUGHPUT, "", Verdict.FAILED, Reason.BEYOND_BUDGET)),
            Account.of(GateNotice.BASELINES_OFF),
            krati);
    assertThat(new RatioBudget("bdb-je", 1).judge(krati, OTHER).applyTo(failed).decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.BEYOND_BUDGET));
  }
}
