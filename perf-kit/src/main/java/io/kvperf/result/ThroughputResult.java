package io.kvperf.result;

import java.util.List;
import java.util.Objects;
import org.openjdk.jmh.util.ListStatistics;

/**
 * Throughput in operations per second: the raw score of every measured iteration, and the mean,
 * error and 99.9 % confidence interval computed from them exactly as JMH computes them (Student's t
 * over the iteration scores). The error and interval are {@code NaN} with fewer than 3 iterations,
 * as in JMH.
 *
 * @param iterationOpsPerSecond the score of each measured iteration, in order
 */
public record ThroughputResult(List<Double> iterationOpsPerSecond) {
  /** The confidence level of {@link #errorOpsPerSecond()} and the interval, as JMH reports. */
  public static final double CONFIDENCE = 0.999;

  /** Checks there is at least one finite, non-negative score. */
  public ThroughputResult {
    iterationOpsPerSecond = List.copyOf(Objects.requireNonNull(iterationOpsPerSecond));
    if (iterationOpsPerSecond.isEmpty()) {
      throw new IllegalArgumentException("a throughput result needs at least one iteration");
    }
    for (double score : iterationOpsPerSecond) {
      if (!Double.isFinite(score) || score < 0) {
        throw new IllegalArgumentException("invalid iteration score " + score);
      }
    }
  }

  /** The number of measured iterations. */
  public int iterations() {
    return iterationOpsPerSecond.size();
  }

  /** Mean of the iteration scores, in ops/s. */
  public double meanOpsPerSecond() {
    return statistics().getMean();
  }

  /** Half-width of the 99.9 % confidence interval of the mean, in ops/s. */
  public double errorOpsPerSecond() {
    return statistics().getMeanErrorAt(CONFIDENCE);
  }

  /** Lower bound of the 99.9 % confidence interval, in ops/s. */
  public double lowerBoundOpsPerSecond() {
    return statistics().getConfidenceIntervalAt(CONFIDENCE)[0];
  }

  /** Upper bound of the 99.9 % confidence interval, in ops/s. */
  public double upperBoundOpsPerSecond() {
    return statistics().getConfidenceIntervalAt(CONFIDENCE)[1];
  }

  /**
   * The 99.9 % confidence interval of the scores' geometric mean, from Student's t over their
   * logarithms: throughput is a rate that cannot fall below zero, and its noise is multiplicative,
   * so this interval is never below zero where the arithmetic one can be. {@code NaN}s with fewer
   * than 3 iterations.
   *
   * @return {@code [lower, upper]} in ops/s
   */
  public double[] logScaleIntervalOpsPerSecond() {
    ListStatistics logs = new ListStatistics();
    iterationOpsPerSecond.forEach(score -> logs.addValue(Math.log(score)));
    if (logs.getN() < 3) {
      return new double[] {Double.NaN, Double.NaN};
    }
    double[] interval = logs.getConfidenceIntervalAt(CONFIDENCE);
    return new double[] {Math.exp(interval[0]), Math.exp(interval[1])};
  }

  private ListStatistics statistics() {
    ListStatistics statistics = new ListStatistics();
    iterationOpsPerSecond.forEach(statistics::addValue);
    return statistics;
  }
}
