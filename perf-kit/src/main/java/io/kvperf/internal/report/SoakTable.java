package io.kvperf.internal.report;

import io.kvperf.result.IterationMetrics;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * A soak's summary in the Krati seed's shape ("1-Hour GC Summary"): one column per engine, one row
 * per figure over the whole measured phase ({@link SoakFigures}), and in {@code index.html} the
 * time series of its intervals.
 */
final class SoakTable {
  private SoakTable() {}

  /** The figures of the rows of {@code rows} that soaked, as a Markdown table; empty if none. */
  static String markdown(List<ReportRow> rows) {
    List<ReportRow> soaks = soaks(rows);
    if (soaks.isEmpty()) {
      return "";
    }
    StringBuilder text = new StringBuilder("\n### Soak summary\n\n");
    List<List<String>> table = table(soaks);
    text.append(markdownRow(table.get(0))).append("|:---|");
    soaks.forEach(row -> text.append("---:|"));
    text.append('\n');
    table.subList(1, table.size()).forEach(cells -> text.append(markdownRow(cells)));
    return text.append(SoakFigures.NOTE).toString();
  }

  /** The same table and the intervals' series, for {@code index.html}; nothing if none soaked. */
  static void html(List<ReportRow> rows, StringBuilder html) {
    List<ReportRow> soaks = soaks(rows);
    if (soaks.isEmpty()) {
      return;
    }
    List<List<String>> table = table(soaks);
    html.append("<h3>Soak summary</h3>\n<table>").append(htmlRow("th", table.get(0)));
    table.subList(1, table.size()).forEach(cells -> html.append(htmlRow("td", cells)));
    html.append("</table>\n<p>").append(Svg.escape(SoakFigures.NOTE.strip())).append("</p>\n");
    series(html, soaks);
  }

  /** The table's cells: a header (Figure, then each engine), then a row of each figure. */
  private static List<List<String>> table(List<ReportRow> soaks) {
    List<List<String>> table = new ArrayList<>();
    table.add(cells("Figure", soaks, row -> row.result().engine()));
    SoakFigures.ALL.forEach(figure -> table.add(cells(figure.name(), soaks, figure.value())));
    return table;
  }

  private static List<String> cells(
      String first, List<ReportRow> soaks, Function<ReportRow, String> value) {
    List<String> cells = new ArrayList<>();
    cells.add(first);
    soaks.forEach(row -> cells.add(value.apply(row)));
    return cells;
  }

  private static String markdownRow(List<String> cells) {
    StringBuilder line = new StringBuilder("|");
    cells.forEach(cell -> line.append(' ').append(MarkdownText.of(cell)).append(" |"));
    return line.append('\n').toString();
  }

  private static String htmlRow(String tag, List<String> cells) {
    StringBuilder line = new StringBuilder("<tr>");
    cells.forEach(
        cell ->
            line.append('<')
                .append(tag)
                .append('>')
                .append(Svg.escape(cell))
                .append("</")
                .append(tag)
                .append('>'));
    return line.append("</tr>\n").toString();
  }

  /** The charts of the soaks' intervals: throughput, GC pauses and writes to storage. */
  private static void series(StringBuilder html, List<ReportRow> soaks) {
    series(
        html,
        soaks,
        "throughput [ops/s]",
        i -> i.operations() / (i.wallNanos() / 1e9),
        "Throughput in each interval of the soak.");
    series(
        html,
        soaks,
        "GC pauses [ms]",
        i -> i.gcTotalPause().toNanos() / 1e6,
        "Time in GC pauses in each interval: a cluster of pauses is a peak.");
    series(
        html,
        soaks,
        "longest GC pause [ms]",
        i -> i.gcMaxPause().toNanos() / 1e6,
        "Longest GC pause in each interval.");
    series(
        html,
        soaks,
        "written to storage [MB/s]",
        i ->
            i.storageWriteBytes() < 0
                ? Double.NaN
                : i.storageWriteBytes() / 1e6 / (i.wallNanos() / 1e9),
        "Bytes the process caused to be written to storage in each interval, per second:"
            + " compaction and cleaning show as bursts.");
  }

  private static void series(
      StringBuilder html,
      List<ReportRow> soaks,
      String unit,
      ToDoubleFunction<IterationMetrics> value,
      String caption) {
    int intervals = 0;
    List<SvgCharts.Series> series = new ArrayList<>();
    for (ReportRow row : soaks) {
      List<IterationMetrics> iterations = SoakFigures.phase(row).iterations();
      intervals = Math.max(intervals, iterations.size());
      series.add(
          new SvgCharts.Series(
              row.result().engine(), iterations.stream().mapToDouble(value).toArray()));
    }
    List<String> categories = new ArrayList<>();
    for (int i = 1; i <= intervals; i++) {
      categories.add(String.valueOf(i));
    }
    HtmlReport.figure(
        html,
        SvgCharts.lines(unit, categories, ValueAxis.Scale.LINEAR, series),
        caption + " Intervals of " + intervalText(soaks.get(0)) + ", in order.");
  }

  private static String intervalText(ReportRow row) {
    return SoakFigures.duration(row.measurement().iterationMillis() * 1_000_000);
  }

  private static List<ReportRow> soaks(List<ReportRow> rows) {
    return rows.stream().filter(row -> row.measurement().soak()).toList();
  }
}
