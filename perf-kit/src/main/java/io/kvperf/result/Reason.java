package io.kvperf.result;

/**
 * Why a {@link Judgement} came out as it did. The reasons that {@linkplain #counts() count} decide
 * an invocation's verdict; the others only inform.
 */
public enum Reason {
  /** The figure lies inside its budget. */
  WITHIN_BUDGET,
  /** The figure lies beyond its budget. */
  BEYOND_BUDGET,
  /** The measurements allowed could neither show the budget held nor that it broke. */
  UNDECIDED,
  /** The figure could not be measured in every fork, so it could not be judged. */
  NOT_MEASURED,
  /**
   * A build could not run at all (a version of a sweep whose forks failed before measuring, as when
   * this machine cannot load its native library), so none of its figures was judged; the judgement
   * carries the first line of the cause ({@link Judgement#cause()}).
   */
  COULD_NOT_RUN,
  /** The contract has no budget against a baseline. */
  NO_BUDGET,
  /** The contract has no budget a comparison of two builds reads, so it ran on this build only. */
  NO_COMPARABLE_BUDGET,
  /** Estimated on two builds with its interval; no budget reads it. */
  ESTIMATED_ONLY,
  /** The budgeted figure is absent from the baseline, which was recorded before it existed. */
  NOT_IN_BASELINE,
  /** There is no baseline for this engine, scale and machine. */
  NO_BASELINE,
  /** The baseline was recorded under another workload or measurement plan. */
  STALE_BASELINE,
  /** The baseline has fewer runs at different times than its calibration needs. */
  TOO_FEW_RUNS,
  /**
   * The baseline's figure is no figure a budget can be held to (not finite, or negative): the
   * figure fails, since a budget judged against it would pass whatever was measured.
   */
  INVALID_BASELINE,
  /**
   * This platform does not tell the CPU's model, so no stored baseline can be known to be this
   * machine's: a figure that depends on the machine's speed is not compared with one.
   */
  UNKNOWN_MACHINE,
  /**
   * The only usable baseline is another CPU's: a figure that depends on the machine's speed is not
   * compared with it.
   */
  OTHER_CPU_BASELINE,
  /** Baselines are off. */
  BASELINES_OFF,
  /** The result was written as the baseline. */
  RECORDED,
  /** The result was not written as the baseline: it breaks an absolute budget. */
  NOT_RECORDED;

  /** Whether a judgement with this reason decides the invocation's verdict, or only informs. */
  public boolean counts() {
    return this != ESTIMATED_ONLY && this != NOT_IN_BASELINE;
  }
}
