package io.kvperf.internal.junit;

import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.GateNotice;
import io.kvperf.internal.settings.ExplainSettings;
import io.kvperf.result.Judgement;
import io.kvperf.result.Verdict;
import java.util.List;
import java.util.Optional;

/**
 * What a failure against a stored baseline says instead of a regression dossier: a baseline holds
 * figures, not a build the kit can run again with a profiler, so the line names the comparison in
 * one run that would make one.
 */
final class BaselineDossierHint {
  private BaselineDossierHint() {}

  /**
   * The line for {@code judgements} where one FAILED against a stored baseline (this machine's or
   * another CPU's), under {@code explain}; empty otherwise, and where dossiers are off.
   */
  static Optional<AccountLine> of(List<Judgement> judgements, ExplainSettings explain) {
    boolean failedAgainstBaseline =
        judgements.stream()
            .anyMatch(
                j ->
                    j.verdict() == Verdict.FAILED
                        && (j.basis() == Judgement.Basis.BASELINE
                            || j.basis() == Judgement.Basis.OTHER_CPU_BASELINE));
    if (!failedAgainstBaseline || explain.when() == ExplainSettings.When.NEVER) {
      return Optional.empty();
    }
    return Optional.of(GateNotice.DOSSIER_NEEDS_A_COMPARISON);
  }
}
