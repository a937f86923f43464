package io.kvperf.internal.report;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;

/**
 * How the gate's accounts write numbers: a budget as it was written, a figure near zero with the
 * digits that keep it from reading as zero, a pause in ms or µs.
 */
final class GateNumbers {
  private GateNumbers() {}

  /** A budget's number as written: {@code 10}, {@code 0.1}, {@code 2.5}. */
  static String budget(double value) {
    return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }

  /**
   * {@code value} with one decimal, or two significant digits below 0.1, so that a figure near zero
   * (0.0038 B/op) does not read as zero.
   */
  static String figure(double value) {
    return value == 0 || Math.abs(value) >= 0.1
        ? String.format(Locale.ROOT, "%.1f", value)
        : String.format(Locale.ROOT, "%.2g", value);
  }

  /** A pause: {@code 3.000 ms} from a millisecond on, {@code 250.0 µs} below. */
  static String duration(Duration duration) {
    long nanos = duration.toNanos();
    if (nanos >= 1_000_000) {
      return String.format(Locale.ROOT, "%.3f ms", nanos / 1e6);
    }
    return String.format(Locale.ROOT, "%.1f µs", nanos / 1e3);
  }

  /** A baseline's figure: grouped whole numbers from 100, three significant digits below. */
  static String stored(double value) {
    return Math.abs(value) >= 100
        ? String.format(Locale.ROOT, "%,.0f", value)
        : String.format(Locale.ROOT, "%.3g", value);
  }
}
