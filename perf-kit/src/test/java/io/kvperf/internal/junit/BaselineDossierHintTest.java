package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.account.GateNotice;
import io.kvperf.internal.settings.ExplainSettings;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A failure against a stored baseline names the comparison in one run that would make a regression
 * dossier; a pass, a failure against another engine in the same run, and dossiers turned off do
 * not.
 */
class BaselineDossierHintTest {
  @Test
  void aFailureAgainstTheBaselineNamesTheComparison() {
    assertThat(
            BaselineDossierHint.of(
                List.of(judgement(Basis.BASELINE, Verdict.FAILED)), ExplainSettings.defaults()))
        .hasValue(GateNotice.DOSSIER_NEEDS_A_COMPARISON);
    assertThat(
            BaselineDossierHint.of(
                List.of(judgement(Basis.OTHER_CPU_BASELINE, Verdict.FAILED)),
                ExplainSettings.defaults()))
        .isPresent();
  }

  @Test
  void nothingToSayOtherwise() {
    assertThat(
            BaselineDossierHint.of(
                List.of(judgement(Basis.BASELINE, Verdict.PASSED)), ExplainSettings.defaults()))
        .isEmpty();
    assertThat(
            BaselineDossierHint.of(
                List.of(judgement(Basis.OTHER_ENGINE, Verdict.FAILED)), ExplainSettings.defaults()))
        .as("a ratio to another engine in the same run")
        .isEmpty();
    assertThat(
            BaselineDossierHint.of(
                List.of(judgement(Basis.BASELINE, Verdict.FAILED)),
                new ExplainSettings(ExplainSettings.When.NEVER, Duration.ofSeconds(60))))
        .isEmpty();
  }

  private static Judgement judgement(Basis basis, Verdict verdict) {
    return new Judgement(
        Figure.Run.THROUGHPUT,
        new Judgement.Compared(basis, "the baseline"),
        new Estimate(0.7, 0.65, 0.75),
        new Limits(0.9, 0.9, 0.85),
        Step.CONFIRMATION,
        verdict,
        verdict == Verdict.FAILED ? Reason.BEYOND_BUDGET : Reason.WITHIN_BUDGET);
  }
}
