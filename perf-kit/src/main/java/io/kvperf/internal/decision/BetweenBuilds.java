package io.kvperf.internal.decision;

/**
 * Which decider reads a figure of the table ({@link BudgetFigure}) between two builds measured in
 * the same run.
 */
public enum BetweenBuilds {
  /** Decided, or estimated without a budget, on each pair's log ratio, A over B. */
  PAIRS,
  /** As {@link #PAIRS}, but passed while A is within the slack of B. */
  PAIRS_ABOVE_SLACK,
  /** As {@link #PAIRS}, and only where B is the anchor build. */
  PAIRS_AGAINST_ANCHOR,
  /** Not compared between builds. */
  NONE
}
