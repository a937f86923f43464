package io.kvperf.internal.report;

import io.kvperf.api.Operation;
import io.kvperf.result.ForkResult;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.LatencySummary;
import io.kvperf.result.PerfResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Renders {@code index.html}: one self-contained page (inline CSS and SVG, no script, nothing
 * fetched, and a Content-Security-Policy that lets it fetch or run nothing). It opens with the
 * verdicts: how many invocations passed, failed, could not be decided or were not checked, and
 * under each verdict every invocation with the headlines that say why. Per contract: throughput per
 * engine as bars, with the 99.9 % interval as whiskers, each fork's median as a point and the
 * baseline as a mark; latency by percentile (p50 to max) per operation type on a log scale; the
 * longest GC pause of every measured iteration; the engines skipped. Then a thread-scaling chart
 * per contract class that ran one workload at several thread counts, and the engines' settings;
 * last, the budgets that held, with the gate's account. The figures behind it are in {@code
 * results.md} and {@code jmh-result.json} beside it.
 */
final class HtmlReport {
  static final String CONTENT_SECURITY_POLICY = HtmlPage.CONTENT_SECURITY_POLICY;

  private static final List<String> PERCENTILES =
      List.of("p50", "p90", "p99", "p99.9", "p99.99", "max");

  private HtmlReport() {}

  static String render(RunReport report) {
    return render(report, Optional.empty());
  }

  /**
   * The page of {@code report}, led by the history's findings and a link to its page where {@code
   * history} lists them (an empty list: a history with nothing to say; empty: none kept).
   */
  static String render(RunReport report, Optional<List<String>> history) {
    StringBuilder html =
        new StringBuilder(
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + CONTENT_SECURITY_POLICY
                + "<title>kvperf results</title><style>body{font-family:sans-serif;margin:2em;max-width:62em}"
                + "h2{border-bottom:1px solid #ccc;margin-top:2em}.failed{color:#b00}"
                + "table{border-collapse:collapse}td,th{padding:2px 8px;text-align:left}"
                + "figure{margin:1em 0}figcaption{font-size:90%;color:#444}</style></head><body>\n"
                + "<h1>kvperf results</h1>\n");
    if (!report.rows().isEmpty()) {
      html.append("<p>Machine: ")
          .append(Svg.escape(report.rows().get(0).result().environment().describe()))
          .append("</p>\n");
    }
    HtmlVerdicts.verdicts(report, html);
    if (history.isPresent()) {
      html.append("<h2 id=\"history\">History</h2>\n<ul>\n");
      history.get().forEach(line -> html.append("<li>").append(Svg.escape(line)).append("</li>\n"));
      html.append("</ul>\n<p><a href=\"")
          .append(HtmlPage.HISTORY)
          .append("\">Every series, with its change points</a></p>\n");
    }
    for (String contract : report.contracts()) {
      contract(report, contract, html);
    }
    scaling(report, html);
    settings(report, html);
    if (!report.passes().isEmpty()) {
      html.append("<h2 id=\"held\">Budgets that held</h2>\n");
      HtmlVerdicts.accounts(report.passes(), html);
    }
    return html.append("</body></html>\n").toString();
  }

  private static void contract(RunReport report, String contract, StringBuilder html) {
    List<ReportRow> rows = report.rowsOf(contract);
    boolean failed = rows.stream().anyMatch(ReportRow::failed);
    html.append("<h2")
        .append(failed ? " class=\"failed\"" : "")
        .append('>')
        .append(Svg.escape(contract))
        .append(failed ? " (failed)" : "")
        .append("</h2>\n");
    if (!rows.isEmpty()) {
      List<SvgCharts.Bar> bars = new ArrayList<>();
      for (ReportRow row : rows) {
        PerfResult result = row.result();
        double[] interval = result.throughput().logScaleIntervalOpsPerSecond();
        bars.add(
            new SvgCharts.Bar(
                result.engine() + " (" + row.verdict().verdict() + ")",
                result.throughput().meanOpsPerSecond(),
                interval[0],
                interval[1],
                row.baselineOpsPerSecond(),
                result.forks().stream().mapToDouble(ForkResult::opsPerSecond).toArray(),
                row.failed()));
      }
      figure(
          html,
          SvgCharts.bars("throughput [ops/s]", bars),
          "Throughput per engine: bar the mean, whiskers the 99.9 % interval (log scale), circles"
              + " each fork's median, black mark the baseline.");
      latency(rows, html);
      gcPauses(rows, html);
      MeasuredByName.html(rows, html);
      SoakTable.html(rows, html);
      ScoreChart.figures(rows, html);
      BuildComparisons.figures(rows, html);
      DossierTables.html(rows, html);
    }
    List<SkippedInvocation> skipped = report.skippedOf(contract);
    if (!skipped.isEmpty()) {
      html.append("<p>Skipped:</p><ul>\n");
      skipped.forEach(
          skip ->
              html.append("<li>")
                  .append(Svg.escape(skip.engine() + ": " + skip.reason()))
                  .append("</li>\n"));
      html.append("</ul>\n");
    }
  }

  /** One chart per operation type: each engine's latency percentiles on a log scale. */
  private static void latency(List<ReportRow> rows, StringBuilder html) {
    TreeSet<Operation> operations = new TreeSet<>();
    rows.forEach(row -> operations.addAll(row.result().metrics().latency().keySet()));
    for (Operation operation : operations) {
      List<SvgCharts.Series> series = new ArrayList<>();
      for (ReportRow row : rows) {
        LatencySummary summary = row.result().metrics().latency().get(operation);
        if (summary != null) {
          series.add(
              new SvgCharts.Series(
                  row.result().engine(),
                  new double[] {
                    summary.p50Nanos() / 1e3,
                    summary.p90Nanos() / 1e3,
                    summary.p99Nanos() / 1e3,
                    summary.p999Nanos() / 1e3,
                    summary.p9999Nanos() / 1e3,
                    summary.maxNanos() / 1e3
                  }));
        }
      }
      figure(
          html,
          SvgCharts.lines(
              operation.metricName() + " latency [µs]",
              PERCENTILES,
              ValueAxis.Scale.LOGARITHMIC,
              series),
          "Latency of " + operation.metricName() + " by percentile, log scale, all forks pooled.");
    }
  }

  /**
   * The longest GC pause of each measured iteration, forks one after another; a soak's rows are
   * left to {@link SoakTable}, which charts the same pauses per interval.
   */
  private static void gcPauses(List<ReportRow> rows, StringBuilder html) {
    List<ReportRow> measured = rows.stream().filter(row -> !row.measurement().soak()).toList();
    if (measured.isEmpty()) {
      return;
    }
    int iterations = 0;
    List<SvgCharts.Series> series = new ArrayList<>();
    for (ReportRow row : measured) {
      List<IterationMetrics> all = new ArrayList<>();
      List<ForkResult> forks = row.result().forks();
      if (forks.isEmpty()) {
        all.addAll(row.result().metrics().iterations());
      } else {
        forks.forEach(fork -> all.addAll(fork.metrics().iterations()));
      }
      iterations = Math.max(iterations, all.size());
      series.add(
          new SvgCharts.Series(
              row.result().engine(),
              all.stream().mapToDouble(i -> i.gcMaxPause().toNanos() / 1e6).toArray()));
    }
    List<String> categories = new ArrayList<>();
    for (int i = 1; i <= iterations; i++) {
      categories.add(String.valueOf(i));
    }
    figure(
        html,
        SvgCharts.lines("longest GC pause [ms]", categories, ValueAxis.Scale.LINEAR, series),
        "Longest GC pause in each measured iteration, the forks' iterations in order.");
  }

  private static void scaling(RunReport report, StringBuilder html) {
    for (SweepAxis axis : SweepAxis.values()) {
      report
          .scaling(axis)
          .forEach(
              (type, rows) -> {
                Map<String, Map<Integer, Double>> lines =
                    RunReport.throughputBy(
                        axis, rows, (workload, engine) -> workload + " on " + engine);
                TreeSet<Integer> points = new TreeSet<>();
                lines.values().forEach(byPoint -> points.addAll(byPoint.keySet()));
                List<SvgCharts.Series> series = new ArrayList<>();
                lines.forEach(
                    (name, byPoint) ->
                        series.add(
                            new SvgCharts.Series(
                                name,
                                points.stream()
                                    .mapToDouble(point -> byPoint.getOrDefault(point, Double.NaN))
                                    .toArray())));
                html.append("<h2>")
                    .append(Svg.escape(type + ": throughput by " + axis.title()))
                    .append("</h2>\n");
                figure(
                    html,
                    SvgCharts.lines(
                        "throughput [ops/s]",
                        points.stream().map(axis::label).toList(),
                        ValueAxis.Scale.LINEAR,
                        series),
                    "Mean throughput of each workload and engine at each "
                        + (axis == SweepAxis.THREADS ? "thread count." : "value size."));
              });
    }
  }

  private static void settings(RunReport report, StringBuilder html) {
    if (report.rows().isEmpty()) {
      return;
    }
    html.append("<h2>Engine settings</h2>\n<ul>\n");
    report.rows().stream()
        .map(
            row ->
                "<li><b>"
                    + Svg.escape(row.result().engine())
                    + "</b> "
                    + Svg.escape(row.optionsText())
                    + "</li>\n")
        .distinct()
        .sorted()
        .forEach(html::append);
    html.append("</ul>\n");
  }

  static void figure(StringBuilder html, String svg, String caption) {
    html.append("<figure>")
        .append(svg)
        .append("<figcaption>")
        .append(Svg.escape(caption))
        .append("</figcaption></figure>\n");
  }
}
