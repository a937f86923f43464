package io.kvperf.internal.history;

import io.kvperf.internal.history.EnergyDivergence.Split;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * A series cut into segments by the change points found so far: the boundaries, from {@code 0} to
 * the series' length, and the best next split over all segments, as E-divisive bisects.
 */
final class Segmentation {
  private final TreeSet<Integer> boundaries = new TreeSet<>();

  /** One segment, the whole series of {@code length} values. */
  Segmentation(int length) {
    boundaries.add(0);
    boundaries.add(length);
  }

  /** Cuts the segment that holds {@code index} so that a segment starts there. */
  void split(int index) {
    boundaries.add(index);
  }

  /** The boundaries in order, the series' two ends included. */
  List<Integer> boundaries() {
    return List.copyOf(boundaries);
  }

  /** The change points: the boundaries but the series' two ends. */
  List<Integer> changePoints() {
    List<Integer> all = new ArrayList<>(boundaries);
    return all.size() <= 2 ? List.of() : List.copyOf(all.subList(1, all.size() - 1));
  }

  /** The start of the segment before {@code index}: the last boundary below it. */
  int startBefore(int index) {
    return boundaries.lower(index);
  }

  /** The end of the segment after {@code index}: the first boundary above it. */
  int endAfter(int index) {
    return boundaries.higher(index);
  }

  /**
   * The strongest split of any segment of {@code values} (of the largest {@code q̂}; of equal ones,
   * the earliest); none where no segment can be split with {@code minimumPoints} values a side.
   */
  Optional<Split> bestSplit(double[] values, EnergyDivergence divergence, int minimumPoints) {
    Optional<Split> best = Optional.empty();
    Integer start = null;
    for (int end : boundaries) {
      if (start != null) {
        Optional<Split> split = divergence.bestSplit(values, start, end, minimumPoints);
        if (split.isPresent() && (best.isEmpty() || split.get().qHat() > best.get().qHat())) {
          best = split;
        }
      }
      start = end;
    }
    return best;
  }
}
