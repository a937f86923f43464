package io.kvperf.internal.account;

import java.util.Objects;
import java.util.OptionalLong;

/**
 * A budget tighter than a calibration supports: the tolerance a check is held to instead, and how
 * many forks per run would support the budget, if any number would.
 *
 * @param figure the figure, e.g. {@code throughput}
 * @param worsening which way it gets worse, which names the budget (a drop, a rise)
 * @param tolerancePercent the budget's tolerance, percent
 * @param forks the forks of a check's first round, and of its confirmation round
 * @param boundaryPercent the change beyond which such a check fails, percent
 * @param runSharePercent the least tolerance any number of forks supports (σ run's share), percent
 * @param forksPerRunNeeded the forks per run that would support the budget; empty when no number
 *     would
 */
public record CalibrationShortfall(
    String figure,
    Worsening worsening,
    double tolerancePercent,
    int forks,
    double boundaryPercent,
    double runSharePercent,
    OptionalLong forksPerRunNeeded)
    implements GateLine {
  /** Checks the values are present. */
  public CalibrationShortfall {
    Objects.requireNonNull(figure, "figure");
    Objects.requireNonNull(worsening, "worsening");
    Objects.requireNonNull(forksPerRunNeeded, "forksPerRunNeeded");
  }
}
