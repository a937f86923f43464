package io.kvperf.internal.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A series with where it moved: its change points, found on the ratio to the anchor where every
 * point has one, on the figure's mean otherwise, and which way is better for the figure.
 *
 * @param series the series
 * @param direction which way the figure is better
 * @param changePoints where it moved, oldest first, acknowledged ones marked
 */
public record SeriesAnalysis(
    Series series, FigureDirection direction, List<ChangePoint> changePoints) {
  /** Copies the list. */
  public SeriesAnalysis {
    Objects.requireNonNull(series, "series");
    Objects.requireNonNull(direction, "direction");
    changePoints = List.copyOf(changePoints);
  }

  /** Each of {@code series} with its change points, by {@code detector}. */
  public static List<SeriesAnalysis> of(
      List<Series> series, Acknowledged acknowledged, ChangePointDetector detector) {
    List<SeriesAnalysis> analyses = new ArrayList<>();
    for (Series one : series) {
      List<Double> values = one.values();
      List<SeriesPoint> points = new ArrayList<>();
      for (int i = 0; i < values.size(); i++) {
        points.add(new SeriesPoint(one.points().get(i).run().commit(), values.get(i)));
      }
      List<String> commits = points.stream().map(SeriesPoint::id).toList();
      analyses.add(
          new SeriesAnalysis(
              one,
              directionOf(one.key().figure()),
              detector.detect(points, acknowledged.among(commits))));
    }
    return analyses;
  }

  /** Which way {@code figure} (a stored name) is better: throughput higher, every other lower. */
  static FigureDirection directionOf(String figure) {
    return figure.equals(HistoryPoints.THROUGHPUT)
        ? FigureDirection.HIGHER_IS_BETTER
        : FigureDirection.LOWER_IS_BETTER;
  }

  /** The change points not acknowledged. */
  public List<ChangePoint> newChangePoints() {
    return changePoints.stream().filter(point -> point.triage() == Triage.NEW).toList();
  }

  /** The newest point's ratio to the anchor, if it has one. */
  public Optional<AnchorRatio> latestAnchorRatio() {
    List<HistoryPoint> points = series.points();
    return points.isEmpty() ? Optional.empty() : points.get(points.size() - 1).anchor();
  }

  /**
   * How many commits the series has measured against the newest point's anchor, itself included.
   */
  public long commitsSinceAnchor() {
    Optional<AnchorRatio> latest = latestAnchorRatio();
    if (latest.isEmpty()) {
      return 0;
    }
    return series.points().stream()
        .filter(p -> p.anchor().map(a -> a.anchor().equals(latest.get().anchor())).orElse(false))
        .map(p -> p.run().commit())
        .distinct()
        .count();
  }
}
