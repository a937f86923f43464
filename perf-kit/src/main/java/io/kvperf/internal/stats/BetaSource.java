package io.kvperf.internal.stats;

/** Where a calibration's β came from, and so how far the engine's true slope may lie from it. */
public enum BetaSource {
  /** Measured from the runs' drift ({@link RunMeansSlope#identified()}). */
  RUNS,
  /** Measured beside the kit's CPU load ({@link LoadSlope#identified()}). */
  LOAD,
  /** 1, because the runs could not measure it. */
  ASSUMED,
  /** 0 without a reference: raw figures. */
  NONE;

  /**
   * How far the engine's true slope on the machine's speed may lie from β: {@link
   * GateRule#SLOPE_UNCERTAINTY} where a reference sees the machine (β measured to it, or assumed 1
   * and measured slopes lie within it of 1); without a reference, raw figures follow the machine
   * with a slope of about 1, so 1 plus it.
   */
  public double slopeError() {
    return this == NONE ? 1 + GateRule.SLOPE_UNCERTAINTY : GateRule.SLOPE_UNCERTAINTY;
  }
}
