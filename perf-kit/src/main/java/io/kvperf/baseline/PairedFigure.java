package io.kvperf.baseline;

import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * One figure of a comparison of two arms, from pairs of forks: the mean over the pairs of {@code
 * ln(A / B)} (with a reference, less {@code ln} of the references' ratio), its standard deviation
 * over pairs, and a one-sided Student's t bound at a given level on each side.
 *
 * @param name the figure, e.g. {@code throughput} or {@code p99 of get}
 * @param meanLn the mean of the pairs' log ratios
 * @param sigmaLn their standard deviation ({@code NaN} from one pair)
 * @param pairs how many pairs
 */
record PairedFigure(String name, double meanLn, double sigmaLn, int pairs) {
  /** The estimate from the pairs' log ratios, at least one. */
  static PairedFigure of(String name, List<Double> logRatios) {
    int n = logRatios.size();
    if (n == 0) {
      throw new IllegalArgumentException("a paired figure needs at least one pair");
    }
    double mean = logRatios.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    double squares = logRatios.stream().mapToDouble(d -> (d - mean) * (d - mean)).sum();
    return new PairedFigure(name, mean, n < 2 ? Double.NaN : Math.sqrt(squares / (n - 1)), n);
  }

  /**
   * The half-width of the one-sided bound at error {@code alpha} on each side; infinite from one
   * pair.
   */
  double halfWidth(double alpha) {
    if (pairs < 2) {
      return Double.POSITIVE_INFINITY;
    }
    return new TDistribution(pairs - 1).inverseCumulativeProbability(1 - alpha)
        * sigmaLn
        / Math.sqrt(pairs);
  }

  /**
   * The smallest change these pairs detect with 80 % power at error {@code alpha}, as a log ratio:
   * (t(1 - alpha) + z(0.8)) standard errors.
   */
  double detectableLn(double alpha) {
    if (pairs < 2) {
      return Double.POSITIVE_INFINITY;
    }
    return halfWidth(alpha)
        + new NormalDistribution().inverseCumulativeProbability(0.8) * sigmaLn / Math.sqrt(pairs);
  }

  /**
   * {@code -12.3 % [-15.1, -9.4]}: the ratio's change and its two-sided interval at {@code alpha}.
   */
  String describe(double alpha) {
    double h = halfWidth(alpha);
    return String.format(
        Locale.ROOT,
        "%s %+.1f %% [%+.1f, %+.1f]",
        name,
        percent(meanLn),
        percent(meanLn - h),
        percent(meanLn + h));
  }

  static double percent(double logRatio) {
    return Double.isInfinite(logRatio)
        ? Math.signum(logRatio) * Double.POSITIVE_INFINITY
        : (Math.exp(logRatio) - 1) * 100;
  }
}
