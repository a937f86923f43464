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
 * {@code history.html}: self-contained as {@code index.html} is, one chart per series of the
 * history. A series that has its ratio to the anchor at every point is drawn as that ratio, with
 * its interval and the creep budget's line; any other as each run's mean over the series' median,
 * with its interval. Change points are marked where the series moved, acknowledged ones in grey,
 * and every point names its commit.
 */
public final class HistoryPage {
  /** The most runs a chart draws: the newest. */
  static final int MOST_POINTS = 60;

  private HistoryPage() {}

  /** The page of {@code analyses}. */
  public static String render(List<SeriesAnalysis> analyses) {
    StringBuilder html =
        new StringBuilder(
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + HtmlPage.CONTENT_SECURITY_POLICY
                + "<title>kvperf history</title><style>body{font-family:sans-serif;margin:2em;"
                + "max-width:62em}h2{border-bottom:1px solid #ccc;margin-top:2em}"
                + "figure{margin:1em 0}figcaption{font-size:90%;color:#444}</style></head><body>\n"
                + "<h1>kvperf history</h1>\n<p><a href=\""
                + HtmlPage.INDEX
                + "\">This run's results</a></p>\n");
    if (analyses.isEmpty()) {
      html.append("<p>The history holds no point yet.</p>\n");
    }
    List<String> lines = HistoryText.lines(analyses);
    if (!lines.isEmpty()) {
      html.append("<ul>\n");
      lines.forEach(line -> html.append("<li>").append(Svg.escape(line)).append("</li>\n"));
      html.append("</ul>\n");
    }
    String contract = null;
    for (SeriesAnalysis analysis : analyses) {
      if (!analysis.series().key().contract().equals(contract)) {
        contract = analysis.series().key().contract();
        html.append("<h2>").append(Svg.escape(contract)).append("</h2>\n");
      }
      html.append("<figure>").append(chart(analysis)).append("<figcaption>");
      html.append(Svg.escape(caption(analysis))).append("</figcaption></figure>\n");
    }
    return html.append("</body></html>\n").toString();
  }

  private static String caption(SeriesAnalysis analysis) {
    HistoryPoint last = analysis.series().points().get(analysis.series().points().size() - 1);
    return String.format(
        Locale.ROOT,
        "%d runs on %s, %s; %s",
        analysis.series().points().size(),
        last.setup().machine(),
        last.setup().jdk(),
        analysis.series().anchored()
            ? "ratio to the anchor " + last.anchor().orElseThrow().anchor()
            : "each run's mean over the series' median, "
                + Svg.compact(median(analysis))
                + " "
                + last.estimate().unit());
  }

  private static String chart(SeriesAnalysis analysis) {
    List<HistoryPoint> all = analysis.series().points();
    int first = Math.max(0, all.size() - MOST_POINTS);
    List<HistoryPoint> points = all.subList(first, all.size());
    boolean anchored = analysis.series().anchored();
    double scale = anchored ? 1 : median(analysis);
    if (!(scale > 0)) {
      return "<p>Not drawn: the series' median is not above zero.</p>";
    }
    List<double[]> marks = new ArrayList<>();
    for (HistoryPoint point : points) {
      marks.add(anchored ? anchorMark(point.anchor().orElseThrow()) : meanMark(point, scale));
    }
    double creep =
        anchored ? points.get(points.size() - 1).anchor().orElseThrow().creepBudgetPercent() : 0;
    double low =
        marks.stream()
            .mapToDouble(m -> Svg.finiteOr(m[1], m[0]))
            .filter(v -> v > 0)
            .min()
            .orElse(1);
    double high =
        marks.stream()
            .mapToDouble(m -> Svg.finiteOr(m[2], m[0]))
            .filter(v -> v > 0 && Double.isFinite(v))
            .max()
            .orElse(1);
    if (Double.isFinite(creep) && creep > 0) {
      low = Math.min(low, 1 - creep / 100);
    }
    RatioFrame frame =
        new RatioFrame(HistoryText.name(analysis.series().key()), low, high, points.size());
    frame.level();
    if (Double.isFinite(creep) && creep > 0) {
      double y = frame.y(1 - creep / 100);
      frame
          .svg()
          .append(
              String.format(
                  Locale.ROOT,
                  "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#b00\""
                      + " stroke-dasharray=\"6 4\"><title>creep budget %.0f %%</title></line>",
                  RatioFrame.LEFT,
                  y,
                  RatioFrame.WIDTH - RatioFrame.RIGHT,
                  y,
                  creep))
          .append(
              Svg.text(
                  RatioFrame.WIDTH - RatioFrame.RIGHT,
                  y - 4,
                  "end",
                  String.format(Locale.ROOT, "creep budget %.0f %%", creep)));
    }
    for (ChangePoint change : analysis.changePoints()) {
      int column = change.index() - first;
      if (column > 0 && column < points.size()) {
        double x = frame.centre(column) - frame.step() / 2;
        String colour = change.triage() == Triage.NEW ? "#b00" : "#aaa";
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
                    colour,
                    Svg.escape(HistoryText.step(change, analysis.direction()))));
      }
    }
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
    // Every few runs' commits under the plot, as many as fit.
    int every = Math.max(1, (int) Math.ceil(60 / frame.step()));
    for (int i = 0; i < points.size(); i += every) {
      frame.columnLabel(i, HistoryText.shortCommit(points.get(i).run().commit()));
    }
    frame.labels(1, low, high);
    return frame.close();
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

  private static double median(SeriesAnalysis analysis) {
    double[] means =
        analysis.series().points().stream()
            .mapToDouble(p -> p.estimate().mean())
            .sorted()
            .toArray();
    int middle = means.length / 2;
    return means.length % 2 == 1 ? means[middle] : (means[middle - 1] + means[middle]) / 2;
  }
}
