package io.kvperf.result;

/** What was concluded of an invocation, or of one figure of it. */
public enum Verdict {
  /** At least one budget was checked, and every budget checked held. */
  PASSED,
  /** A budget was broken, or strict mode found no usable baseline. */
  FAILED,
  /**
   * Two builds were compared and no budget was broken, but the pairs allowed could not show that
   * every budget held.
   */
  INCONCLUSIVE,
  /** Nothing was judged; the {@link Reason} says why. */
  NOT_CHECKED,
  /** The result was written as the new baseline. */
  UPDATED,
  /** Baselines are off; only absolute budgets were applied, and they held. */
  OFF
}
