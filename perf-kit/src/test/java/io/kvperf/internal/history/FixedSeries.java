package io.kvperf.internal.history;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntToDoubleFunction;

/**
 * Fixed series for the detector's tests: a level per index times seeded Gaussian noise, the runs
 * named {@code c00}, {@code c01}, … as commits would be. The noise is drawn by Box–Muller from
 * {@link SplittableRandom#nextDouble()}, whose sequence for a seed is fixed on every JDK.
 */
final class FixedSeries {
  private FixedSeries() {}

  /**
   * {@code points} runs of {@code level(i) × (1 + noiseFraction × N(0, 1))}, the noise drawn from
   * {@code seed}.
   */
  static List<SeriesPoint> noisy(
      long seed, int points, double noiseFraction, IntToDoubleFunction level) {
    SplittableRandom random = new SplittableRandom(seed);
    List<SeriesPoint> series = new ArrayList<>();
    for (int i = 0; i < points; i++) {
      double gaussian =
          Math.sqrt(-2 * Math.log(1 - random.nextDouble()))
              * Math.cos(2 * Math.PI * random.nextDouble());
      series.add(new SeriesPoint(id(i), level.applyAsDouble(i) * (1 + noiseFraction * gaussian)));
    }
    return series;
  }

  /** A level of 100 that steps by {@code relativeStep} at {@code index} and stays there. */
  static IntToDoubleFunction stepAt(int index, double relativeStep) {
    return i -> i < index ? 100 : 100 * (1 + relativeStep);
  }

  /** The id of run {@code i}: {@code c07} for 7. */
  static String id(int i) {
    return String.format("c%02d", i);
  }

  /** {@code series} with its value at {@code index} replaced by {@code value}. */
  static List<SeriesPoint> with(List<SeriesPoint> series, int index, double value) {
    List<SeriesPoint> changed = new ArrayList<>(series);
    changed.set(index, new SeriesPoint(series.get(index).id(), value));
    return changed;
  }
}
