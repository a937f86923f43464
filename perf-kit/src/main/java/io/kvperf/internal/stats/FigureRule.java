package io.kvperf.internal.stats;

/**
 * The range a stored figure must lie in to be read: a rate is above zero, a size, count or time at
 * least zero, a log ratio finite. JSON lets a file hold {@code "NaN"}, {@code "Infinity"}, {@code
 * 1e400} (read as infinity) and negatives, and none of them is a figure the gate can compare with.
 */
public enum FigureRule {
  /** A rate (operations per second): finite and above zero. */
  RATE("a finite number above 0"),
  /**
   * A size, count or time (bytes, pauses, nanoseconds): finite and at least zero. A p99 of zero is
   * what the kit writes when no call took a measurable time, and reads as not measured.
   */
  AMOUNT("a finite number of at least 0"),
  /** A natural-log ratio: finite. */
  LOG_RATIO("a finite number");

  private final String range;

  FigureRule(String range) {
    this.range = range;
  }

  /** Whether {@code value} lies in the range. */
  public boolean holds(double value) {
    return switch (this) {
      case RATE -> Double.isFinite(value) && value > 0;
      case AMOUNT -> Double.isFinite(value) && value >= 0;
      case LOG_RATIO -> Double.isFinite(value);
    };
  }

  /** The range in words, for messages: {@code a finite number above 0}. */
  public String range() {
    return range;
  }
}
