package io.kvperf.internal.report;

import io.kvperf.internal.history.HistoryPoint;
import io.kvperf.internal.history.SeriesAnalysis;
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
      html.append("<figure>").append(HistoryChart.of(analysis)).append("<figcaption>");
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
                + Svg.compact(HistoryChart.median(analysis))
                + " "
                + last.estimate().unit());
  }
}
