package io.kvperf.internal.report;

import io.kvperf.result.GateScores;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The chart of one judged figure's fork scores: each baseline run's forks in a column, this run's
 * in the last, as ratios to the baseline's level on a log scale, with the level (1) and the
 * boundary beyond which the figure fails. It shows at a glance whether a verdict rests on a clear
 * shift or on one odd fork, and how much the baseline's runs disagreed among themselves.
 */
final class ScoreChart {
  private static final String FAIL_COLOUR = "#b00";

  private ScoreChart() {}

  /** One chart per engine and figure the gate judged against a baseline: its fork scores. */
  static void figures(List<ReportRow> rows, StringBuilder html) {
    for (ReportRow row : rows) {
      for (GateScores scores : row.shown().gateScores()) {
        HtmlReport.figure(
            html,
            render(row.result().engine(), scores, row.failed()),
            "What the gate judged: each fork's "
                + scores.figure()
                + ", normalised by the in-fork reference as the baseline's calibration says, as a"
                + " ratio to the baseline's level (grey line); grey dots the baseline's forks by"
                + " run, coloured this run's; the dashed line is the boundary "
                + (scores.higherIsBetter() ? "below" : "above")
                + " which the figure fails, once the forks together lie beyond it.");
      }
    }
  }

  static String render(String engine, GateScores scores, boolean failed) {
    List<List<Double>> columns = new ArrayList<>(scores.baselineRuns());
    columns.add(scores.forks());
    double low = scores.boundaryRatio();
    double high = scores.boundaryRatio();
    for (List<Double> column : columns) {
      for (double ratio : column) {
        low = Math.min(low, ratio);
        high = Math.max(high, ratio);
      }
    }
    RatioFrame frame =
        new RatioFrame(
            scores.figure() + " of " + engine + ", ratio to the baseline",
            low,
            high,
            columns.size());
    // The level and the boundary first, then the extremes where they do not crowd them.
    frame.labels(1, scores.boundaryRatio(), low, high);
    frame.level();
    double boundaryY = frame.y(scores.boundaryRatio());
    frame
        .svg()
        .append(
            String.format(
                Locale.ROOT,
                "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\""
                    + " stroke-dasharray=\"6 4\"><title>fails %s %.3f</title></line>",
                RatioFrame.LEFT,
                boundaryY,
                RatioFrame.WIDTH - RatioFrame.RIGHT,
                boundaryY,
                FAIL_COLOUR,
                scores.higherIsBetter() ? "below" : "above",
                scores.boundaryRatio()));
    for (int c = 0; c < columns.size(); c++) {
      boolean now = c == columns.size() - 1;
      String label = now ? "this run" : "baseline run " + (c + 1);
      frame.columnLabel(c, label);
      forks(frame, c, columns.get(c), label, now ? (failed ? FAIL_COLOUR : "#1f77b4") : "#999");
    }
    return frame.close();
  }

  /** The forks of column {@code c}, a dot each in {@code colour}, spread sideways. */
  private static void forks(
      RatioFrame frame, int c, List<Double> column, String label, String colour) {
    for (int f = 0; f < column.size(); f++) {
      double ratio = column.get(f);
      // Forks of a column spread sideways so that equal ratios stay visible.
      double x =
          frame.centre(c)
              + (f - (column.size() - 1) / 2.0) * Math.min(8, frame.step() / (column.size() + 1));
      frame
          .svg()
          .append(
              String.format(
                  Locale.ROOT,
                  "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"><title>%s, fork %d:"
                      + " %.3f</title></circle>",
                  x,
                  frame.y(ratio),
                  colour,
                  Svg.escape(label),
                  f + 1,
                  ratio));
    }
  }
}
