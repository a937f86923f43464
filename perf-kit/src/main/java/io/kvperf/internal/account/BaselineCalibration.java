package io.kvperf.internal.account;

import java.util.Objects;

/**
 * An update's line on one figure's calibration: its spreads and β, and the smallest tolerance a
 * check of as many forks as the update measured (plus a confirmation round of as many) supports,
 * and any number of forks would.
 *
 * @param figure the figure, e.g. {@code throughput} or {@code p99.get}
 * @param spreads the calibration
 * @param beta where β came from
 * @param forks the forks of a check's first round, as many as the update measured alone
 * @param supportedPercent the smallest tolerance such a check supports, percent
 * @param boundary the boundary's least distance in standard errors, and why
 * @param anyForksPercent the smallest tolerance any number of forks supports (σ run's share),
 *     percent
 */
public record BaselineCalibration(
    String figure,
    CalibrationSpreads spreads,
    BetaOrigin beta,
    int forks,
    double supportedPercent,
    GateBoundary boundary,
    double anyForksPercent)
    implements GateLine {
  /** Checks the values are present. */
  public BaselineCalibration {
    Objects.requireNonNull(figure, "figure");
    Objects.requireNonNull(spreads, "spreads");
    Objects.requireNonNull(beta, "beta");
    Objects.requireNonNull(boundary, "boundary");
  }
}
