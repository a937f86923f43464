package io.kvperf.internal.history;

/**
 * A place where a series moved: the first run after the change, the segments on each side (up to
 * the neighbouring change points or the ends of the series), the relative step between their means
 * with its interval, the p-value at which the detector accepted the split, and whether the change
 * was acknowledged.
 *
 * @param index the index in the series of the first run after the change
 * @param id that run's id (the commit that moved, for a series of commits)
 * @param before the segment that ends just before {@code index}
 * @param after the segment that starts at {@code index}
 * @param step {@code after.mean / before.mean - 1}, signed as the figure moved, with its interval
 * @param pValue the p-value of the significance test that accepted the split, within the segment it
 *     split when it was found
 * @param triage whether {@code id} is among the acknowledged ids the caller passed
 */
public record ChangePoint(
    int index,
    String id,
    Segment before,
    Segment after,
    RelativeStep step,
    double pValue,
    Triage triage) {
  public ChangePoint {
    if (before.endIndex() != index || after.firstIndex() != index) {
      throw new IllegalArgumentException(
          "a change point at " + index + " lies between its segments, " + before + " and " + after);
    }
  }

  /** Whether the step is a regression or an improvement of a figure that is better {@code way}. */
  public Movement movement(FigureDirection way) {
    return Movement.of(step.estimate(), way);
  }
}
