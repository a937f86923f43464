package io.kvperf.internal.report;

import java.util.List;
import java.util.Optional;

/**
 * The value axis of a chart ({@link SvgCharts}): linear from zero to a little above the largest
 * value, with four ticks; or logarithmic from the power of ten at or below the smallest value to
 * the one above the largest, a tick at each power.
 *
 * @param scale linear or logarithmic
 * @param bottom the axis's lowest value
 * @param top the axis's highest value
 */
record ValueAxis(Scale scale, double bottom, double top) {
  /** How values lie along the axis. */
  enum Scale {
    /** Equal differences at equal distances, from zero. */
    LINEAR,
    /** Equal ratios at equal distances; values of zero and below are not drawn. */
    LOGARITHMIC
  }

  /** The linear axis from zero of values up to {@code largest}: up to 1 where none is above 0. */
  static ValueAxis fromZero(double largest) {
    return new ValueAxis(Scale.LINEAR, 0, largest <= 0 ? 1 : largest * 1.05);
  }

  /**
   * The axis of {@code scale} that holds every value of {@code series} it can draw; none where no
   * such value is above zero.
   */
  static Optional<ValueAxis> of(Scale scale, List<double[]> series) {
    double min = Double.POSITIVE_INFINITY;
    double max = 0;
    for (double[] values : series) {
      for (double v : values) {
        if (drawn(scale, v)) {
          min = Math.min(min, v);
          max = Math.max(max, v);
        }
      }
    }
    if (max <= 0) {
      return Optional.empty();
    }
    if (scale == Scale.LINEAR) {
      return Optional.of(fromZero(max));
    }
    return Optional.of(
        new ValueAxis(
            scale,
            Math.pow(10, Math.floor(Math.log10(min))),
            Math.pow(10, Math.ceil(Math.log10(max * 1.0001)))));
  }

  /** Whether {@code value} can be drawn on an axis of {@code scale}. */
  static boolean drawn(Scale scale, double value) {
    return Double.isFinite(value) && (scale == Scale.LINEAR || value > 0);
  }

  /** The number of steps between ticks; the ticks are 0 to this. */
  int ticks() {
    return scale == Scale.LOGARITHMIC ? (int) Math.round(Math.log10(top / bottom)) : 4;
  }

  /** The value at tick {@code tick}, from 0 at the bottom to {@link #ticks()} at the top. */
  double tickValue(int tick) {
    return scale == Scale.LOGARITHMIC ? bottom * Math.pow(10, tick) : top * tick / ticks();
  }

  /** Where {@code value} lies from the bottom (0) to the top (1) of the axis. */
  double share(double value) {
    return scale == Scale.LOGARITHMIC
        ? Math.log(value / bottom) / Math.log(top / bottom)
        : value / top;
  }
}
