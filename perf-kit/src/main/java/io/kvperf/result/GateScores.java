package io.kvperf.result;

import java.util.List;
import java.util.Objects;

/**
 * The fork-level scores one figure was judged on, for a chart: each fork's normalised score (the
 * engine's figure corrected by the in-fork reference as the calibration says) as a ratio to the
 * baseline's level, the baseline's forks grouped by run, and the ratio beyond which the figure
 * fails. A ratio of 1 is the baseline's level.
 *
 * @param figure what was judged, e.g. {@code throughput} or {@code get p99}
 * @param higherIsBetter true for throughput, false for latency
 * @param baselineRuns the baseline's forks, as ratios to its level, by run in the order stored
 * @param forks this run's forks, as ratios to the baseline's level (the confirmation round's too)
 * @param boundaryRatio the ratio beyond which the figure fails: below it for throughput, above it
 *     for latency, as wide as the gate made it (calibration floor, extrapolation allowance)
 */
public record GateScores(
    String figure,
    boolean higherIsBetter,
    List<List<Double>> baselineRuns,
    List<Double> forks,
    double boundaryRatio) {
  /** Checks the figure is named and copies the lists. */
  public GateScores {
    Objects.requireNonNull(figure, "figure");
    baselineRuns = baselineRuns.stream().map(List::copyOf).toList();
    forks = List.copyOf(forks);
  }
}
