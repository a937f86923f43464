package io.kvperf.internal.stats;

import java.util.List;

/** Sample moments: the mean, and the variance and covariance with one degree of freedom taken. */
public final class Moments {
  private Moments() {}

  /** The mean of {@code values}; {@code NaN} for none. */
  public static double mean(List<Double> values) {
    return values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
  }

  /** The sample variance of {@code values}. */
  public static double variance(double[] values) {
    return covariance(values, values);
  }

  /** The sample covariance of {@code a} and {@code b}, of the same length. */
  public static double covariance(double[] a, double[] b) {
    double meanA = 0;
    double meanB = 0;
    for (int i = 0; i < a.length; i++) {
      meanA += a[i];
      meanB += b[i];
    }
    meanA /= a.length;
    meanB /= b.length;
    double sum = 0;
    for (int i = 0; i < a.length; i++) {
      sum += (a[i] - meanA) * (b[i] - meanB);
    }
    return sum / (a.length - 1);
  }
}
