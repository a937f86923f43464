package io.kvperf.internal.account;

import java.util.List;

/**
 * How a bisect judged the steps between its ends: each figure the ends' comparison failed, held to
 * half the change the ends measured, so that a step is judged by which end it is nearer.
 *
 * @param terms one per figure the steps were judged on
 */
public record BisectStepsHalfway(List<Term> terms) implements ComparisonLine {
  /**
   * One figure the steps were judged on.
   *
   * @param attribute the budget's attribute, {@code throughputDrop}
   * @param endsRatio the newest's figure over the oldest's, as the ends' comparison estimated it
   * @param halfwayPercent the tolerance each step was held to: half the ends' change, in log ratio
   */
  public record Term(String attribute, double endsRatio, double halfwayPercent) {}

  /** Copies the terms. */
  public BisectStepsHalfway {
    terms = List.copyOf(terms);
  }
}
