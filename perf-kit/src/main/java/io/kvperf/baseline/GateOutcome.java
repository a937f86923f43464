package io.kvperf.baseline;

import java.util.Objects;

/**
 * What the baseline gate concluded for one result.
 *
 * @param verdict passed, failed, no baseline, baseline written, or gate off
 * @param message a human account: the comparison's figures, the file written, or why nothing was
 *     compared
 */
public record GateOutcome(Verdict verdict, String message) {
  /** The gate's verdicts. */
  public enum Verdict {
    /** Compared with the baseline and within budget (or no budget set). */
    PASSED,
    /** A significant regression beyond the budget, or a missing baseline in strict mode. */
    FAILED,
    /** No baseline for this engine and machine; reported, not failed. */
    NO_BASELINE,
    /** The result was written as the new baseline. */
    UPDATED,
    /** Baselines are off. */
    OFF
  }

  /** Checks both fields are present. */
  public GateOutcome {
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(message, "message");
  }

  /** Whether this outcome fails the contract. */
  public boolean failed() {
    return verdict == Verdict.FAILED;
  }
}
