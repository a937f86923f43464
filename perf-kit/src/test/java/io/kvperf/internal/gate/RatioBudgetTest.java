package io.kvperf.internal.gate;

import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.decision.Outcome;
import io.kvperf.result.Judgement;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ratio budgets on known pairs of interleaved forks. */
class RatioBudgetTest {
  /** Four forks of the other engine, the machine's speed wandering by 2x between them. */
  private static final PerfResult OTHER = result("bdb-je", MACHINE, 100.0, 200.0, 150.0, 100.0);

  @Test
  void aRatioHeldInEveryPairHoldsWhateverTheMachineDid() {
    PerfResult krati = result("krati", MACHINE, 230.0, 450.0, 340.0, 225.0);
    RatioJudgement judgement = new RatioBudget("bdb-je", 2).judge(krati, OTHER);
    assertThat(judgement.refuted()).isFalse();
    assertThat(judgement.account())
        .startsWith("throughput relative to bdb-je: held, ratio 2.2")
        .contains("(95 %, 4 pairs of interleaved forks")
        .endsWith("budget: at least 2");
  }

  @Test
  void aRatioWhollyBelowTheBudgetIsRefuted() {
    PerfResult krati = result("krati", MACHINE, 110.0, 210.0, 160.0, 105.0);
    RatioJudgement judgement = new RatioBudget("bdb-je", 2).judge(krati, OTHER);
    assertThat(judgement.refuted()).isTrue();
    assertThat(judgement.account()).startsWith("throughput relative to bdb-je: FAILED, ratio 1.0");
  }

  @Test
  void twoPairsHaveAnIntervalToo() {
    PerfResult other = result("bdb-je", MACHINE, 100.0, 200.0);
    RatioJudgement judgement =
        new RatioBudget("bdb-je", 2).judge(result("krati", MACHINE, 52.0, 98.0), other);
    assertThat(judgement.refuted()).as("JMH's statistics give no interval for two").isTrue();
    assertThat(judgement.account())
        .containsPattern("FAILED, ratio 0\\.50\\d \\[0\\.\\d+, 0\\.\\d+\\] \\(95 %, 2 pairs");
  }

  @Test
  void anIntervalThatReachesTheBudgetIsNotRefuted() {
    PerfResult krati = result("krati", MACHINE, 150.0, 450.0, 300.0, 250.0);
    RatioJudgement judgement = new RatioBudget("bdb-je", 2).judge(krati, OTHER);
    assertThat(judgement.refuted()).isFalse();
    assertThat(judgement.account()).contains("not refuted (the interval reaches 2.0)");
  }

  @Test
  void aJudgementDecidesTheVerdictWithTheGatesOutcome() {
    PerfResult krati = result("krati", MACHINE, 110.0, 210.0, 160.0, 105.0);
    Outcome notChecked =
        new Outcome(
            List.of(Judgement.notChecked("throughput", "b.json", Reason.NO_BASELINE)),
            "not checked: no baseline",
            krati);
    Outcome refuted = new RatioBudget("bdb-je", 2).judge(krati, OTHER).applyTo(notChecked);
    assertThat(refuted.verdict()).isEqualTo(Verdict.FAILED);
    assertThat(refuted.message()).endsWith("\nnot checked: no baseline");
    Outcome held = new RatioBudget("bdb-je", 1).judge(krati, OTHER).applyTo(notChecked);
    assertThat(held.verdict()).as("a budget was checked and held").isEqualTo(Verdict.PASSED);
    Outcome failed =
        new Outcome(
            List.of(Judgement.unmeasured("throughput", "", Verdict.FAILED, Reason.BEYOND_BUDGET)),
            "throughput: FAILED",
            krati);
    assertThat(new RatioBudget("bdb-je", 1).judge(krati, OTHER).applyTo(failed).verdict())
        .isEqualTo(Verdict.FAILED);
  }
}
