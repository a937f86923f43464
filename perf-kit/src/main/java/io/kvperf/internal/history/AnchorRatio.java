package io.kvperf.internal.history;

import java.util.Objects;

/**
 * A figure of this build against the anchor build measured beside it in the same run, as a ratio
 * with its interval: the machine's drift cancels in it.
 *
 * @param anchor the anchor build, as the comparison named it (e.g. {@code git:v1.2.0 (…)})
 * @param ratio this build's figure over the anchor's
 * @param low the interval's lower end
 * @param high the interval's upper end
 * @param creepBudgetPercent the contract's creep budget, percent, NaN where it has none
 */
public record AnchorRatio(
    String anchor, double ratio, double low, double high, double creepBudgetPercent) {
  /** Checks the anchor is named and the ratio is positive. */
  public AnchorRatio {
    Objects.requireNonNull(anchor, "anchor");
    if (!(ratio > 0) || Double.isInfinite(ratio)) {
      throw new IllegalArgumentException("a ratio to the anchor is positive and finite: " + ratio);
    }
  }
}
