package io.kvperf.baseline;

import io.kvperf.baseline.GateOutcome.Verdict;

/**
 * A ratio budget's judgement ({@link RatioBudget}, {@link LatencyRatioBudget}).
 *
 * @param refuted whether the ratio lies wholly below the budget
 * @param account one line for the message
 */
public record RatioJudgement(boolean refuted, String account) {
  /**
   * {@code outcome} with this judgement: failed if refuted; passed if it held and the baseline gate
   * had nothing of its own to fail; otherwise the gate's verdict; the account first.
   */
  public GateOutcome applyTo(GateOutcome outcome) {
    String message = account + "\n" + outcome.message();
    if (refuted) {
      return outcome.with(Verdict.FAILED, message);
    }
    Verdict verdict =
        outcome.verdict() == Verdict.NOT_CHECKED || outcome.verdict() == Verdict.OFF
            ? Verdict.PASSED
            : outcome.verdict();
    return outcome.with(verdict, message);
  }
}
