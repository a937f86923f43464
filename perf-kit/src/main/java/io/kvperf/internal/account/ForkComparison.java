package io.kvperf.internal.account;

import io.kvperf.result.Judgement.Estimate;
import java.util.Objects;

/**
 * One figure of a result compared over forks with its calibrated baseline: a step of the sequential
 * decision and the estimate that led to it.
 *
 * @param figure the figure, e.g. {@code throughput} or {@code get p99}
 * @param worsening which way it gets worse
 * @param round what the step concluded
 * @param ratio the normalised ratio to the baseline, with its interval
 * @param forks the new forks compared
 * @param baseline the baseline's calibration
 * @param boundary where the figure fails
 */
public record ForkComparison(
    String figure,
    Worsening worsening,
    Round round,
    Estimate ratio,
    int forks,
    CalibrationSpreads baseline,
    ForkBoundary boundary)
    implements GateLine {
  /** Checks the values are present. */
  public ForkComparison {
    Objects.requireNonNull(figure, "figure");
    Objects.requireNonNull(worsening, "worsening");
    Objects.requireNonNull(round, "round");
    Objects.requireNonNull(ratio, "ratio");
    Objects.requireNonNull(baseline, "baseline");
    Objects.requireNonNull(boundary, "boundary");
  }

  /** What a step of the sequential decision concluded. */
  public enum Round {
    /** Clearly inside the tolerance after the first round. */
    PASSED_EARLY,
    /** Not clearly inside: a confirmation round follows. */
    CONFIRMING,
    /** Inside the tolerance, or the confirmation round did not agree on a regression. */
    PASSED,
    /** Beyond the boundary, and the confirmation round's fresh forks agree. */
    FAILED
  }
}
