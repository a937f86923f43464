package io.kvperf.internal.history;

/**
 * The size of a change point's step, relative to the level before it: {@code after / before - 1} of
 * the two segments' means, with a two-sided interval at the detector's confidence level. It is
 * signed as the figure moved (positive: the figure went up), whichever way the figure is better.
 * All three are {@code NaN} where the mean before is zero.
 *
 * @param estimate {@code meanAfter / meanBefore - 1}, e.g. {@code -0.10} for a 10 % drop
 * @param lower the interval's lower end, on the same scale
 * @param upper the interval's upper end
 */
public record RelativeStep(double estimate, double lower, double upper) {
  public RelativeStep {
    if (lower > estimate || estimate > upper) {
      throw new IllegalArgumentException(
          "a step's interval holds its estimate, was "
              + estimate
              + " in ["
              + lower
              + ", "
              + upper
              + "]");
    }
  }
}
