package io.kvperf.internal.history;

/**
 * A series handed to the detector holds a value that is not finite ({@code NaN} or infinite), which
 * no distance, mean or step can be computed from. It names the first such point by its index and
 * id.
 */
public final class NonFinitePointException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final int index;

  NonFinitePointException(int index, SeriesPoint point) {
    super(
        "point "
            + index
            + " of the series (id "
            + point.id()
            + ") is "
            + point.value()
            + ": a series' values must be finite");
    this.index = index;
  }

  /** The index in the series of the first value that is not finite. */
  public int index() {
    return index;
  }
}
