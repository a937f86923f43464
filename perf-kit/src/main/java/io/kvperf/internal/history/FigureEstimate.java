package io.kvperf.internal.history;

import java.util.List;
import java.util.Objects;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * One figure as one run measured it: the mean over its forks with a 95 % t interval, and every
 * fork's value.
 *
 * @param unit the figure's unit symbol, e.g. {@code ops/s}
 * @param mean the mean of the forks' values
 * @param low the interval's lower end, NaN with fewer than two forks
 * @param high the interval's upper end, NaN with fewer than two forks
 * @param forks every fork's value, in fork order
 */
public record FigureEstimate(
    String unit, double mean, double low, double high, List<Double> forks) {
  /** The confidence of the interval. */
  public static final double CONFIDENCE = 0.95;

  /** Checks the values are finite, and the mean is that of the forks. */
  public FigureEstimate {
    Objects.requireNonNull(unit, "unit");
    forks = List.copyOf(forks);
    if (forks.isEmpty() || forks.stream().anyMatch(value -> !Double.isFinite(value))) {
      throw new IllegalArgumentException("a figure's forks are finite and at least one: " + forks);
    }
    if (!Double.isFinite(mean)) {
      throw new IllegalArgumentException("a figure's mean is finite: " + mean);
    }
  }

  /** The estimate of {@code forks}, each fork's value in {@code unit}. */
  public static FigureEstimate of(String unit, List<Double> forks) {
    double mean = forks.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    if (forks.size() < 2) {
      return new FigureEstimate(unit, mean, Double.NaN, Double.NaN, forks);
    }
    double squares = forks.stream().mapToDouble(value -> (value - mean) * (value - mean)).sum();
    double standardError = Math.sqrt(squares / (forks.size() - 1) / forks.size());
    double t =
        new TDistribution(null, forks.size() - 1)
            .inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
    return new FigureEstimate(
        unit, mean, mean - t * standardError, mean + t * standardError, forks);
  }
}
