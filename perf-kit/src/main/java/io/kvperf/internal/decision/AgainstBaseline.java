package io.kvperf.internal.decision;

/** Which decider reads a figure of the table ({@link BudgetFigure}) against a stored baseline. */
public enum AgainstBaseline {
  /** The sequential decision over forks, with a confirmation round when unsure. */
  FORKS,
  /** Its rise over the run against the baseline's figure, beyond the budget and the slack. */
  RISE,
  /** A fixed limit, on the run alone. */
  LIMIT,
  /** Not read against a stored baseline. */
  NONE
}
