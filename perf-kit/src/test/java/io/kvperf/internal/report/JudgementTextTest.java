package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Operation;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import io.kvperf.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The first clause of every account, rendered from a judgement's values alone. */
class JudgementTextTest {
  private static final Figure GET_P99 =
      new Figure.Measured(MetricKey.of(Operation.GET, Statistic.P99_LATENCY));

  private static Judgement throughput(
      Basis basis, String against, Estimate change, Limits limits, Verdict verdict, Reason reason) {
    return new Judgement(
        Figure.Run.THROUGHPUT,
        new Judgement.Compared(basis, against),
        change,
        limits,
        Step.PAIRS,
        verdict,
        reason);
  }

  @Test
  void anInconclusiveComparisonOfBuildsSaysWhatThisRunCouldHaveCaught() {
    Judgement judgement =
        throughput(
            Basis.OTHER_BUILD,
            "org.rocksdb:rocksdbjni:9.0.1",
            new Estimate(0.952, 0.771, 1.174),
            new Limits(0.9, 0.9, 0.72),
            Verdict.INCONCLUSIVE,
            Reason.UNDECIDED);

    assertThat(JudgementText.headline(judgement))
        .isEqualTo(
            "throughput -4.8 % [-22.9, +17.4] against org.rocksdb:rocksdbjni:9.0.1; a 10 % budget:"
                + " this run could only have caught a change of 28 % or more");
  }

  @Test
  void aFailureAgainstTheBaselineNamesTheBudgetAndNotWhatItCouldCatch() {
    Judgement judgement =
        throughput(
            Basis.BASELINE,
            "",
            new Estimate(0.8, 0.75, 0.85),
            new Limits(0.9, 0.88, 0.84),
            Verdict.FAILED,
            Reason.BEYOND_BUDGET);

    assertThat(JudgementText.headline(judgement))
        .isEqualTo("throughput -20.0 % [-25.0, -15.0] against the baseline; a 10 % budget");
  }

  @Test
  void aRatioToAnotherEngineIsARatioAndItsLeastAcceptedValue() {
    Judgement judgement =
        new Judgement(
            new Figure.EngineRatio("bdb-je"),
            new Judgement.Compared(Basis.OTHER_ENGINE, "bdb-je"),
            new Estimate(2.215, 1.987, 2.469),
            Limits.budget(2),
            Step.PAIRS,
            Verdict.PASSED,
            Reason.WITHIN_BUDGET);

    assertThat(JudgementText.headline(judgement))
        .isEqualTo(
            "throughput relative to bdb-je 2.215 [1.987, 2.469] of bdb-je; budget: at least 2");
  }

  @Test
  void aRiseWithinItsSlackSaysSoRatherThanLookingBroken() {
    Judgement judgement =
        new Judgement(
            new Figure.Measured(MetricKey.of(Statistic.OPERATION_ALLOCATION_PER_OP)),
            new Judgement.Compared(Basis.BASELINE, ""),
            Estimate.of(29.7),
            Limits.budget(2),
            Step.MEASURED,
            Verdict.PASSED,
            Reason.WITHIN_BUDGET);

    assertThat(JudgementText.headline(judgement))
        .isEqualTo(
            "allocation per operation in the operation threads +2870.0 % against the baseline; a"
                + " 100 % budget, held: the change is below the absolute slack under which no"
                + " budget fails");
  }

  @Test
  void theUndecidedComeBeforeWhatHeld() {
    Judgement held =
        throughput(
            Basis.OTHER_BUILD,
            "B",
            new Estimate(1.01, 0.98, 1.04),
            new Limits(0.9, 0.9, 0.95),
            Verdict.PASSED,
            Reason.WITHIN_BUDGET);
    Judgement undecided =
        new Judgement(
            GET_P99,
            new Judgement.Compared(Basis.OTHER_BUILD, "B"),
            new Estimate(0.97, 0.81, 1.15),
            new Limits(1.12, 1.12, 1.4),
            Step.PAIRS,
            Verdict.INCONCLUSIVE,
            Reason.UNDECIDED);

    assertThat(JudgementText.headlines(List.of(held, undecided)))
        .first()
        .asString()
        .startsWith("get p99 latency -3.0 %");
  }

  @Test
  void aLimitIsAShareOfTheLimit() {
    Judgement judgement =
        new Judgement(
            Figure.Run.GC_MAX_PAUSE,
            new Judgement.Compared(Basis.LIMIT, ""),
            Estimate.of(3),
            Limits.budget(1),
            Step.MEASURED,
            Verdict.FAILED,
            Reason.BEYOND_BUDGET);

    assertThat(JudgementText.headline(judgement)).isEqualTo("GC max pause at 300 % of its limit");
  }

  @Test
  void anUncheckedFigureSaysWhyInTheVerdictLinesWords() {
    assertThat(
            JudgementText.headline(
                Judgement.notChecked(
                    Figure.Run.THROUGHPUT, "baselines/a.C/get.json", Reason.NO_BASELINE)))
        .isEqualTo("throughput not checked: no baseline for this machine (baselines/a.C/get.json)");
  }

  @Test
  void aBuildThatCouldNotRunSaysSoWithTheFirstLineOfItsCause() {
    Judgement judgement =
        Judgement.couldNotRun(
            "org.example:probe:2.0",
            "org.example:probe:1.0",
            new IllegalStateException("no GLIBC_2.38 here\n  at the second line"));

    assertThat(judgement.reason()).isEqualTo(Reason.COULD_NOT_RUN);
    assertThat(judgement.verdict()).isEqualTo(Verdict.FAILED);
    assertThat(judgement.cause()).isEqualTo("no GLIBC_2.38 here");
    assertThat(JudgementText.headline(judgement))
        .isEqualTo(
            "org.example:probe:2.0 FAILED: could not run (org.example:probe:1.0): no GLIBC_2.38"
                + " here");
  }

  @Test
  void aFailureWithoutAMessageIsNamedByItsClass() {
    assertThat(
            Judgement.couldNotRun(
                    "org.example:probe:2.0", "org.example:probe:1.0", new UnsatisfiedLinkError())
                .cause())
        .isEqualTo("java.lang.UnsatisfiedLinkError");
  }

  @Test
  void failuresComeFirstAndEstimatesAreLeftToTheAccount() {
    Judgement held =
        throughput(
            Basis.OTHER_BUILD,
            "B",
            new Estimate(1.01, 0.98, 1.04),
            new Limits(0.9, 0.9, 0.95),
            Verdict.PASSED,
            Reason.WITHIN_BUDGET);
    Judgement failed =
        new Judgement(
            GET_P99,
            new Judgement.Compared(Basis.OTHER_BUILD, "B"),
            new Estimate(1.5, 1.3, 1.7),
            new Limits(1.2, 1.2, 1.1),
            Step.PAIRS,
            Verdict.FAILED,
            Reason.BEYOND_BUDGET);
    Judgement estimated =
        throughput(
            Basis.OTHER_BUILD,
            "B",
            new Estimate(1.0, 0.9, 1.1),
            Limits.NONE,
            Verdict.NOT_CHECKED,
            Reason.ESTIMATED_ONLY);

    assertThat(JudgementText.account(List.of(held, failed, estimated), "the detail"))
        .isEqualTo(
            "get p99 latency +50.0 % [+30.0, +70.0] against B; a 20 % budget\n"
                + "throughput +1.0 % [-2.0, +4.0] against B; a 10 % budget: this run could only"
                + " have caught a change of 5 % or more\n"
                + "the detail");
  }
}
