package io.kvperf.internal.history;

/**
 * The runs of a series between two change points (or an end of the series): where they lie and the
 * figure's mean and spread over them.
 *
 * @param firstIndex the index of the segment's first point in the series
 * @param endIndex the index just after its last point
 * @param mean the mean of its values
 * @param standardDeviation the sample standard deviation of its values ({@code n - 1}); {@code NaN}
 *     for a segment of one point
 */
public record Segment(int firstIndex, int endIndex, double mean, double standardDeviation) {
  public Segment {
    if (firstIndex < 0 || endIndex <= firstIndex) {
      throw new IllegalArgumentException(
          "a segment holds at least one point, was [" + firstIndex + ", " + endIndex + ")");
    }
  }

  /** The segment {@code values[firstIndex, endIndex)}. */
  static Segment of(double[] values, int firstIndex, int endIndex) {
    int points = endIndex - firstIndex;
    double sum = 0;
    for (int i = firstIndex; i < endIndex; i++) {
      sum += values[i];
    }
    double mean = sum / points;
    double squares = 0;
    for (int i = firstIndex; i < endIndex; i++) {
      squares += (values[i] - mean) * (values[i] - mean);
    }
    double deviation = points < 2 ? Double.NaN : Math.sqrt(squares / (points - 1));
    return new Segment(firstIndex, endIndex, mean, deviation);
  }

  /** How many runs the segment holds. */
  public int points() {
    return endIndex - firstIndex;
  }

  /**
   * The variance of the segment's mean, {@code s² / n}; zero for a segment of one point, whose
   * spread is unknown and taken as none.
   */
  double varianceOfMean() {
    return points() < 2 ? 0 : standardDeviation * standardDeviation / points();
  }
}
