package io.kvperf.internal.stats;

import java.math.BigDecimal;
import java.math.MathContext;

/** The precision baselines keep their figures in: six significant digits. */
public final class StoredPrecision {
  private static final MathContext SIGNIFICANT_DIGITS = new MathContext(6);

  private StoredPrecision() {}

  /**
   * {@code value} to six significant digits, as files keep figures; not finite ones as they are.
   */
  public static double round(double value) {
    if (!Double.isFinite(value)) {
      return value;
    }
    return new BigDecimal(value).round(SIGNIFICANT_DIGITS).doubleValue();
  }
}
