package io.kvperf.internal.pairs;

import io.kvperf.internal.account.PairedChange;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement.Limits;
import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * One figure of a comparison of two arms, from pairs: the mean over the pairs of {@code ln(A / B)}
 * (with a reference, less {@code ln} of the references' ratio), its standard deviation over pairs,
 * and a one-sided Student's t bound at a given level on each side.
 *
 * <p>Where each pair was led by one arm ({@link ArmPairs#aLed}) and both arms led some, the lead is
 * fitted as a term of its own, {@code ln(A / B) = mean ± lead + noise}: the mean is the average of
 * the two groups' means, so that an unequal count of leads cannot tilt it, and the spread is the
 * groups' pooled spread about their own means, on one degree of freedom fewer. Both arms in one JVM
 * need it: the arm that leads a fork can measure faster for the whole fork (measured: H2 MVStore's
 * leading arm 5.4–13.7 % above the average, see
 * docs/records/2026-11-25-ab-lead-balanced-and-fitted.md).
 *
 * @param figure the figure, e.g. throughput or the p99 latency of gets
 * @param meanLn the mean of the pairs' log ratios, the lead balanced out where it was fitted
 * @param sigmaLn their standard deviation, about the lead's groups where it was fitted ({@code NaN}
 *     from one pair)
 * @param pairs how many pairs
 * @param standardErrorLn the standard error of {@code meanLn}
 * @param degrees the degrees of freedom of {@code sigmaLn}
 * @param leadLn how much higher {@code ln(A / B)} lies in the pairs A led than on average; {@code
 *     NaN} where the lead was not fitted
 */
public record PairedFigure(
    Figure figure,
    double meanLn,
    double sigmaLn,
    int pairs,
    double standardErrorLn,
    int degrees,
    double leadLn) {
  /** The estimate from the pairs' log ratios, at least one, with no lead recorded. */
  public static PairedFigure of(Figure figure, List<Double> logRatios) {
    return of(figure, logRatios, List.of());
  }

  /**
   * The estimate from the pairs' log ratios, at least one; {@code aLed} says for each pair whether
   * A led it, or is empty when no lead was recorded.
   */
  public static PairedFigure of(Figure figure, List<Double> logRatios, List<Boolean> aLed) {
    int n = logRatios.size();
    if (n == 0) {
      throw new IllegalArgumentException("a paired figure needs at least one pair");
    }
    if (!aLed.isEmpty() && aLed.size() != n) {
      throw new IllegalArgumentException(n + " pairs but " + aLed.size() + " leads");
    }
    long ledByA = aLed.stream().filter(Boolean::booleanValue).count();
    if (n < 3 || ledByA == 0 || ledByA == n) {
      double mean = logRatios.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
      double squares = squares(logRatios, aLed, mean, mean);
      double sigma = n < 2 ? Double.NaN : Math.sqrt(squares / (n - 1));
      return new PairedFigure(figure, mean, sigma, n, sigma / Math.sqrt(n), n - 1, Double.NaN);
    }
    double meanLedByA = groupMean(logRatios, aLed, true);
    double meanLedByB = groupMean(logRatios, aLed, false);
    double sigma = Math.sqrt(squares(logRatios, aLed, meanLedByA, meanLedByB) / (n - 2));
    double standardError = sigma / 2 * Math.sqrt(1.0 / ledByA + 1.0 / (n - ledByA));
    return new PairedFigure(
        figure,
        (meanLedByA + meanLedByB) / 2,
        sigma,
        n,
        standardError,
        n - 2,
        (meanLedByA - meanLedByB) / 2);
  }

  private static double groupMean(List<Double> logRatios, List<Boolean> aLed, boolean byA) {
    double sum = 0;
    int count = 0;
    for (int i = 0; i < logRatios.size(); i++) {
      if (aLed.get(i) == byA) {
        sum += logRatios.get(i);
        count++;
      }
    }
    return sum / count;
  }

  /**
   * The squares about {@code meanLedByA} for the pairs A led (all, without leads), else the other.
   */
  private static double squares(
      List<Double> logRatios, List<Boolean> aLed, double meanLedByA, double meanLedByB) {
    double squares = 0;
    for (int i = 0; i < logRatios.size(); i++) {
      double d = logRatios.get(i) - (aLed.isEmpty() || aLed.get(i) ? meanLedByA : meanLedByB);
      squares += d * d;
    }
    return squares;
  }

  /**
   * The half-width of the one-sided bound at error {@code alpha} on each side; infinite from one
   * pair.
   */
  double halfWidth(double alpha) {
    if (pairs < 2) {
      return Double.POSITIVE_INFINITY;
    }
    return new TDistribution(degrees).inverseCumulativeProbability(1 - alpha) * standardErrorLn;
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
        + new NormalDistribution().inverseCumulativeProbability(Limits.DETECTION_POWER)
            * standardErrorLn;
  }

  /**
   * The change A against B with its interval at {@code alpha} on each side, and where the lead was
   * fitted, how much it moved the ratio: what the account shows of this figure.
   */
  PairedChange change(double alpha) {
    return new PairedChange(figure.label(), meanLn, halfWidth(alpha), leadLn);
  }
}
