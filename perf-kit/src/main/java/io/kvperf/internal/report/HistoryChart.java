package io.kvperf.internal.report;

import io.kvperf.internal.history.AnchorRatio;
import io.kvperf.internal.history.ChangePoint;
import io.kvperf.internal.history.HistoryPoint;
import io.kvperf.internal.history.SeriesAnalysis;
import io.kvperf.internal.history.Triage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One series of {@code history.html}, drawn: its newest {@value #MOST_POINTS} runs as ratios on a
 * log scale (to the anchor, or to the series' median), each with its interval and its commit, the
 * creep budget's line, and a line where the series moved.
 */
final class HistoryChart {
  /** The most runs a chart draws: the newest. */
  static final int MOST_POINTS = 60;

  private final SeriesAnalysis analysis;
  private final int first;
  private final List<HistoryPoint> points;
  private final List<double[]> marks = new ArrayList<>();
  private final double creepPercent;
  private final double low;
  private final double high;
  private final RatioFrame frame;

  private HistoryChart(SeriesAnalysis analysis, double scale) {
    this.analysis = analysis;
    List<HistoryPoint> all = analysis.series().points();
    this.first = Math.max(0, all.size() - MOST_POINTS);
    this.points = all.subList(first, all.size());
    boolean anchored = analysis.series().anchored();
    for (HistoryPoint point : points) {
      marks.add(anchored ? anchorMark(point.anchor().orElseThrow()) : meanMark(point, scale));
    }
    double creep =
        anchored ? points.get(points.size() - 1).anchor().orElseThrow().creepBudgetPercent() : 0;
    this.creepPercent = Double.isFinite(creep) && creep > 0 ? creep : 0;
    double lowest =
        marks.stream()
            .mapToDouble(m -> Svg.finiteOr(m[1], m[0]))
            .filter(v -> v > 0)
            .min()
            .orElse(1);
    this.low = Math.min(lowest, creepPercent > 0 ? 1 - creepPercent / 100 : 1);
    this.high =
        marks.stream()
            .mapToDouble(m -> Svg.finiteOr(m[2], m[0]))
            .filter(v -> v > 0 && Double.isFinite(v))
            .max()
            .orElse(1);
    this.frame =
        new RatioFrame(HistoryText.name(analysis.series().key()), low, high, points.size());
  }

  /** The chart of {@code analysis}, or a line saying why it is not drawn. */
  static String of(SeriesAnalysis analysis) {
    double scale = analysis.series().anchored() ? 1 : median(analysis);
    if (!(scale > 0)) {
      return "<p>Not drawn: the series' median is not above zero.</p>";
    }
    return new HistoryChart(analysis, scale).draw();
  }

  private String draw() {
    frame.level();
    creepLine();
    changePoints();
    runs();
    // Every few runs' commits under the plot, as many as fit.
    int every = Math.max(1, (int) Math.ceil(60 / frame.step()));
    for (int i = 0; i < points.size(); i += every) {
      frame.columnLabel(i, HistoryText.shortCommit(points.get(i).run().commit()));
    }
    frame.labels(1, low, high);
    return frame.close();
  }

  private void creepLine() {
    if (creepPercent == 0) {
      return;
    }
    double y = frame.y(1 - creepPercent / 100);
    String label = String.format(Locale.ROOT, "creep budget %.0f %%", creepPercent);
    frame
        .svg()
        .append(
            String.format(
                Locale.ROOT,
                "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#b00\""
                    + " stroke-dasharray=\"6 4\"><title>%s</title></line>",
                RatioFrame.LEFT,
                y,
                RatioFrame.WIDTH - RatioFrame.RIGHT,
                y,
                label))
        .append(Svg.text(RatioFrame.WIDTH - RatioFrame.RIGHT, y - 4, "end", label));
  }

  private void changePoints() {
    for (ChangePoint change : analysis.changePoints()) {
      int column = change.index() - first;
      if (column > 0 && column < points.size()) {
        double x = frame.centre(column) - frame.step() / 2;
        frame
            .svg()
            .append(
                String.format(
                    Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\">"
                        + "<title>%s</title></line>",
                    x,
                    frame.y(high * 1.04),
                    x,
                    frame.y(low / 1.04),
                    change.triage() == Triage.NEW ? "#b00" : "#aaa",
                    Svg.escape(HistoryText.step(change, analysis.direction()))));
      }
    }
  }

  private void runs() {
    for (int i = 0; i < points.size(); i++) {
      double[] mark = marks.get(i);
      double x = frame.centre(i);
      if (!(mark[0] > 0)) {
        continue;
      }
      if (mark[1] > 0 && Double.isFinite(mark[2])) {
        frame.svg().append(Svg.line(x, frame.y(mark[1]), x, frame.y(mark[2]), "#69c"));
      }
      frame
          .svg()
          .append(
              String.format(
                  Locale.ROOT,
                  "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#36a\"><title>%s: %.3f</title>"
                      + "</circle>",
                  x,
                  frame.y(mark[0]),
                  Svg.escape(HistoryText.shortCommit(points.get(i).run().commit())),
                  mark[0]));
    }
  }

  private static double[] anchorMark(AnchorRatio ratio) {
    return new double[] {ratio.ratio(), ratio.low(), ratio.high()};
  }

  private static double[] meanMark(HistoryPoint point, double scale) {
    return new double[] {
      point.estimate().mean() / scale,
      point.estimate().low() / scale,
      point.estimate().high() / scale
    };
  }

  /** The median of the series' means. */
  static double median(SeriesAnalysis analysis) {
    double[] means =
        analysis.series().points().stream()
            .mapToDouble(p -> p.estimate().mean())
            .sorted()
            .toArray();
    int middle = means.length / 2;
    return means.length % 2 == 1 ? means[middle] : (means[middle - 1] + means[middle]) / 2;
  }
}
