package io.kvperf.internal.history;

/** What a change point's step means for its figure: worse, better, or no step to read. */
public enum Movement {
  REGRESSION,
  IMPROVEMENT,
  /**
   * The segments' means are equal, or the relative step is undefined (the mean before is zero): the
   * series changed in spread or shape, not in level.
   */
  NO_STEP;

  /** The movement of a signed relative step ({@code after / before - 1}) of a figure. */
  public static Movement of(double relativeStep, FigureDirection direction) {
    if (Double.isNaN(relativeStep) || relativeStep == 0) {
      return NO_STEP;
    }
    boolean up = relativeStep > 0;
    return up == (direction == FigureDirection.HIGHER_IS_BETTER) ? IMPROVEMENT : REGRESSION;
  }
}
