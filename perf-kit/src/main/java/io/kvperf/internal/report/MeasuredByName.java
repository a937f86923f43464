package io.kvperf.internal.report;

import io.kvperf.result.Statistic;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * The table of what the engines' forks measured by name ({@link Statistic#measuredByName()}, e.g.
 * safepoint time per second): a column per statistic any row measured, each headed by its label and
 * unit. Nothing where no row measured one, so reports of runs without them are unchanged.
 */
final class MeasuredByName {
  private MeasuredByName() {}

  /** The table in Markdown, after a blank line; empty where nothing was measured by name. */
  static String markdown(List<ReportRow> rows) {
    List<Statistic> shown = shown(rows);
    if (shown.isEmpty()) {
      return "";
    }
    StringBuilder text = new StringBuilder("\n| Engine |");
    shown.forEach(s -> text.append(' ').append(header(s)).append(" |"));
    text.append("\n|---|").append("---|".repeat(shown.size())).append('\n');
    for (ReportRow row : rows) {
      text.append("| ").append(MarkdownText.of(row.result().engine())).append(" |");
      shown.forEach(s -> text.append(' ').append(value(row, s)).append(" |"));
      text.append('\n');
    }
    return text.toString();
  }

  /** The table in HTML; nothing where nothing was measured by name. */
  static void html(List<ReportRow> rows, StringBuilder html) {
    List<Statistic> shown = shown(rows);
    if (shown.isEmpty()) {
      return;
    }
    html.append("<table><tr><th>Engine</th>");
    shown.forEach(s -> html.append("<th>").append(Svg.escape(header(s))).append("</th>"));
    html.append("</tr>\n");
    for (ReportRow row : rows) {
      html.append("<tr><td>").append(Svg.escape(row.result().engine())).append("</td>");
      shown.forEach(s -> html.append("<td>").append(value(row, s)).append("</td>"));
      html.append("</tr>\n");
    }
    html.append("</table>\n");
  }

  private static List<Statistic> shown(List<ReportRow> rows) {
    return Statistic.measuredByName().stream()
        .filter(s -> rows.stream().anyMatch(r -> measured(r, s).isPresent()))
        .toList();
  }

  private static OptionalDouble measured(ReportRow row, Statistic statistic) {
    return row.result().metrics().measuredPerSecond(statistic);
  }

  private static String header(Statistic statistic) {
    return statistic.label() + " [" + statistic.unit().symbol() + "]";
  }

  private static String value(ReportRow row, Statistic statistic) {
    OptionalDouble value = measured(row, statistic);
    return value.isPresent() ? String.format(Locale.ROOT, "%.0f", value.getAsDouble()) : "n/a";
  }
}
