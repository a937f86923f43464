package io.kvperf.internal.account;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a figure judged over forks fails: the boundary as a change, whether it is wider than the
 * budget, and the allowance it includes for a machine outside the calibration's range.
 *
 * @param percent the drop or rise beyond which the figure fails, percent
 * @param widened why the boundary is wider than the budget; empty when it is the budget's
 * @param extrapolated how far the normalisation was extrapolated; empty inside the range
 */
public record ForkBoundary(
    double percent, Optional<Widened> widened, Optional<Extrapolated> extrapolated) {
  /** Checks the values are present. */
  public ForkBoundary {
    Objects.requireNonNull(widened, "widened");
    Objects.requireNonNull(extrapolated, "extrapolated");
  }

  /**
   * A budget tighter than the baseline's A/A spread supports.
   *
   * @param tolerancePercent the budget's tolerance, percent
   * @param gate the boundary's least distance in standard errors, and why
   */
  public record Widened(double tolerancePercent, GateBoundary gate) {
    /** Checks the gate's boundary is present. */
    public Widened {
      Objects.requireNonNull(gate, "gate");
    }
  }

  /**
   * A machine faster or slower than in any calibration run.
   *
   * @param speed which way
   * @param percent by how much, percent
   * @param allowancePoints what the boundary includes for it, percentage points
   * @param slopeError how far off β an engine's speed may follow the machine's
   */
  public record Extrapolated(
      Speed speed, double percent, double allowancePoints, double slopeError) {
    /** Checks the way is present. */
    public Extrapolated {
      Objects.requireNonNull(speed, "speed");
    }
  }

  /** Which way the machine is outside the calibration's range. */
  public enum Speed {
    /** Slower than in any calibration run. */
    SLOWER,
    /** Faster than in any calibration run. */
    FASTER
  }
}
