package io.kvperf.internal.report;

import io.kvperf.result.ArmEstimate;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The reports' view of compared builds ({@code kvperf.compare}): per contract and engine, every
 * figure of every build against the build it was compared with, as a ratio with its interval. For a
 * version sweep that is each version against the first: which version to upgrade to, for this
 * workload. A table for {@code results.md}, a chart per figure for {@code index.html}.
 */
final class BuildComparisons {
  private BuildComparisons() {}

  /** The Markdown section of {@code rows}' comparisons; empty when none compared builds. */
  static String markdown(List<ReportRow> rows) {
    return MarkdownTables.underEachInvocation(
        rows,
        "builds compared",
        "| Build | Against | Figure | Ratio | Interval | Verdict |\n|:---|:---|:---|---:|:---|:---|\n",
        row -> row.shown().armEstimates(),
        BuildComparisons::markdownLine);
  }

  private static String markdownLine(ArmEstimate estimate) {
    return String.format(
        Locale.ROOT,
        "| %s | %s | %s | %s | %s | %s |%n",
        MarkdownText.of(estimate.build()),
        MarkdownText.of(estimate.against()),
        MarkdownText.of(estimate.figure()),
        ratio(estimate.ratio()),
        Double.isNaN(estimate.low())
            ? "n/a"
            : ratio(estimate.low()) + " .. " + ratio(estimate.high()),
        estimate.verdict());
  }

  /** One chart per engine and figure: the builds' ratios to the build they were compared with. */
  static void figures(List<ReportRow> rows, StringBuilder html) {
    for (ReportRow row : rows) {
      Map<String, List<ArmEstimate>> byFigure = new LinkedHashMap<>();
      row.shown()
          .armEstimates()
          .forEach(
              estimate ->
                  byFigure
                      .computeIfAbsent(estimate.figure(), f -> new ArrayList<>())
                      .add(estimate));
      byFigure.forEach(
          (figure, estimates) ->
              HtmlReport.figure(
                  html,
                  chart(row.result().engine(), figure, estimates),
                  "Each build's "
                      + figure
                      + " as a ratio to "
                      + estimates.get(0).against()
                      + "'s (the line at 1), with the interval the decision used; red where the"
                      + " comparison failed its budget."));
    }
  }

  private static String chart(String engine, String figure, List<ArmEstimate> estimates) {
    List<String> categories = new ArrayList<>();
    categories.add(estimates.get(0).against());
    estimates.forEach(estimate -> categories.add(estimate.build()));
    // One comparison is arm A (this build) against arm B; a sweep's builds are named by version.
    boolean pair = estimates.size() == 1;
    double low = 1;
    double high = 1;
    for (ArmEstimate estimate : estimates) {
      for (double value : new double[] {estimate.ratio(), estimate.low(), estimate.high()}) {
        if (Double.isFinite(value) && value > 0) {
          low = Math.min(low, value);
          high = Math.max(high, value);
        }
      }
    }
    RatioFrame frame =
        new RatioFrame(figure + " of " + engine + ", ratio by build", low, high, categories.size());
    frame.level();
    frame.labels(1, low, high);
    for (int c = 0; c < categories.size(); c++) {
      String arm = !pair ? "" : c == 0 ? "B: " : "A: ";
      frame.columnLabel(c, arm + shortName(categories.get(c)));
      if (c == 0) {
        frame
            .svg()
            .append(
                dot(
                    frame.centre(c),
                    frame.y(1),
                    "#999",
                    categories.get(c) + ": 1 (the build compared with)"));
      } else {
        estimate(frame, frame.centre(c), estimates.get(c - 1));
      }
    }
    return frame.close();
  }

  /** {@code estimate}'s ratio at {@code x}, with its interval, red where it failed. */
  private static void estimate(RatioFrame frame, double x, ArmEstimate estimate) {
    if (!(estimate.ratio() > 0)) {
      return;
    }
    String colour = estimate.verdict() == Verdict.FAILED ? "#b00" : "#1f77b4";
    if (estimate.low() > 0 && Double.isFinite(estimate.high())) {
      frame.svg().append(Svg.line(x, frame.y(estimate.low()), x, frame.y(estimate.high()), colour));
    }
    frame
        .svg()
        .append(
            dot(
                x,
                frame.y(estimate.ratio()),
                colour,
                String.format(
                    Locale.ROOT,
                    "%s: %.3f [%.3f, %.3f], %s",
                    estimate.build(),
                    estimate.ratio(),
                    estimate.low(),
                    estimate.high(),
                    estimate.verdict())));
  }

  private static String dot(double x, double y, String colour, String title) {
    return String.format(
        Locale.ROOT,
        "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>%s</title></circle>",
        x,
        y,
        colour,
        Svg.escape(title));
  }

  /** A version of Maven coordinates ({@code 10.10.1}), or the build as given. */
  private static String shortName(String build) {
    return build.matches("[^/\\\\]+:[^/\\\\]+:[^/\\\\:]+")
        ? build.substring(build.lastIndexOf(':') + 1)
        : build;
  }

  private static String ratio(double value) {
    return Double.isNaN(value) ? "n/a" : String.format(Locale.ROOT, "%.3f", value);
  }
}
