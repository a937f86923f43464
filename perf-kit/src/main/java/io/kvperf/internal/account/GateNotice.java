package io.kvperf.internal.account;

/** A gate's line that reports no figure: what the gate did not do, and why. */
public enum GateNotice implements GateLine {
  /** Baselines are off ({@code kvperf.baseline=off}): no budget was compared with one. */
  BASELINES_OFF,
  /** The contract has no budget a baseline could check. */
  NO_BUDGET_AGAINST_BASELINE,
  /**
   * A failure against a stored baseline makes no regression dossier, for a baseline is figures, not
   * a build to profile: the comparison in one run that would make one.
   */
  DOSSIER_NEEDS_A_COMPARISON
}
