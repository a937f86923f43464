package io.kvperf.internal.history;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * Two segments' means compared without assuming equal spreads (Welch): the two-sided p-value of
 * their difference, and the relative step between them with its interval.
 *
 * <p>The interval is a Welch t interval on the ratio of the means, {@code R = after / before}, by
 * the delta method: {@code Var(R) ≈ (s_a² / n_a + R² s_b² / n_b) / before²}, on the
 * Welch–Satterthwaite degrees of freedom of those two terms. It is symmetric about {@code R - 1};
 * it holds the uncertainty of both means, the one before included, which a difference of means
 * divided by a fixed level would leave out.
 */
final class WelchComparison {
  private WelchComparison() {}

  /** The two-sided p-value of Welch's t-test that {@code before} and {@code after} share a mean. */
  static double pValue(Segment before, Segment after) {
    double varianceBefore = before.varianceOfMean();
    double varianceAfter = after.varianceOfMean();
    double difference = after.mean() - before.mean();
    double standardError = Math.sqrt(varianceBefore + varianceAfter);
    if (standardError == 0) {
      return difference == 0 ? 1 : 0;
    }
    double degrees = degreesOfFreedom(varianceBefore, before, varianceAfter, after);
    double t = Math.abs(difference) / standardError;
    return 2 * distribution(degrees).cumulativeProbability(-t);
  }

  /** {@code after / before - 1} of the two means, with its interval at {@code confidenceLevel}. */
  static RelativeStep relativeStep(Segment before, Segment after, double confidenceLevel) {
    if (before.mean() == 0) {
      return new RelativeStep(Double.NaN, Double.NaN, Double.NaN);
    }
    double ratio = after.mean() / before.mean();
    double levelSquared = before.mean() * before.mean();
    double termAfter = after.varianceOfMean() / levelSquared;
    double termBefore = ratio * ratio * before.varianceOfMean() / levelSquared;
    double standardError = Math.sqrt(termAfter + termBefore);
    if (standardError == 0) {
      return new RelativeStep(ratio - 1, ratio - 1, ratio - 1);
    }
    double degrees = degreesOfFreedom(termBefore, before, termAfter, after);
    double quantile = distribution(degrees).inverseCumulativeProbability((1 + confidenceLevel) / 2);
    double halfWidth = quantile * standardError;
    return new RelativeStep(ratio - 1, ratio - 1 - halfWidth, ratio - 1 + halfWidth);
  }

  /**
   * The Welch–Satterthwaite degrees of freedom of a sum of two variance terms, each estimated from
   * its segment; a term of zero (a segment of one point, or of equal values) adds none.
   */
  private static double degreesOfFreedom(
      double termBefore, Segment before, double termAfter, Segment after) {
    double denominator = share(termBefore, before.points()) + share(termAfter, after.points());
    double sum = termBefore + termAfter;
    return sum * sum / denominator;
  }

  private static double share(double term, int points) {
    return term == 0 ? 0 : term * term / (points - 1);
  }

  /** Student's t; no random generator, since it is only read, never sampled. */
  private static TDistribution distribution(double degrees) {
    return new TDistribution(null, degrees);
  }
}
