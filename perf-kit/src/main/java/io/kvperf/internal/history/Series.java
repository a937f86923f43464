package io.kvperf.internal.history;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One series of a history: the points of one figure of one engine under one contract, measured on
 * one machine and JDK with one plan, in the order the runs measured them.
 *
 * @param key what the points share
 * @param points the points, oldest first
 */
public record Series(SeriesKey key, List<HistoryPoint> points) {
  /** Copies the points and checks each belongs to the series. */
  public Series {
    Objects.requireNonNull(key, "key");
    points = List.copyOf(points);
    for (HistoryPoint point : points) {
      if (!point.series().equals(key)) {
        throw new IllegalArgumentException("a point of " + point.series() + " is not of " + key);
      }
    }
  }

  /** The series {@code points} make, each in the order of the runs' times, the series by key. */
  public static List<Series> of(List<HistoryPoint> points) {
    Map<SeriesKey, List<HistoryPoint>> byKey = new LinkedHashMap<>();
    points.stream()
        .sorted((a, b) -> Long.compare(a.run().timeEpochMillis(), b.run().timeEpochMillis()))
        .forEach(
            point -> byKey.computeIfAbsent(point.series(), key -> new ArrayList<>()).add(point));
    List<Series> series = new ArrayList<>();
    byKey.forEach((key, list) -> series.add(new Series(key, list)));
    series.sort(
        (a, b) ->
            (a.key.contract() + '\0' + a.key.engine() + '\0' + a.key.figure())
                .compareTo(b.key.contract() + '\0' + b.key.engine() + '\0' + b.key.figure()));
    return series;
  }

  /** Whether every point has its ratio to the anchor. */
  public boolean anchored() {
    return !points.isEmpty() && points.stream().allMatch(point -> point.anchor().isPresent());
  }

  /**
   * The values a change-point search reads: the ratio to the anchor where every point has one (the
   * machine's drift cancels in it), otherwise the figure's mean.
   */
  public List<Double> values() {
    return anchored()
        ? points.stream().map(point -> point.anchor().orElseThrow().ratio()).toList()
        : points.stream().map(point -> point.estimate().mean()).toList();
  }
}
