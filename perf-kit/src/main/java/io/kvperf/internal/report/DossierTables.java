package io.kvperf.internal.report;

import io.kvperf.result.ProfileMove;
import java.util.List;
import java.util.Locale;

/**
 * The regression dossier's moves in the reports: under each comparison that made one, a table of
 * the libraries and frames whose share of CPU moved most (the confident ones first), with A's
 * share, B's share, the change and the spread between the profiled pairs; in {@code index.html},
 * the differential flame graph ({@link FlameGraphSvg}); and on the console and in {@code
 * summary.md}, the dossier's headlines.
 */
public final class DossierTables {
  private DossierTables() {}

  /** The Markdown tables of {@code rows} that have a dossier, for {@code results.md}. */
  static String markdown(List<ReportRow> rows) {
    return MarkdownTables.underEachInvocation(
        rows,
        "why, from the regression dossier",
        "| What | Library | A | B | Change (points or ms/s) | Spread | Confident |\n"
            + "|:---|:---|---:|---:|---:|---:|:---|\n",
        row -> row.shown().profileMoves(),
        move ->
            String.format(
                Locale.ROOT,
                "| %s | %s | %s |%n",
                MarkdownText.code(move.subject()),
                MarkdownText.code(move.library()),
                String.join(" | ", figures(move))));
  }

  /** The HTML tables of {@code rows} that have a dossier, for {@code index.html}. */
  static void html(List<ReportRow> rows, StringBuilder html) {
    for (ReportRow row : rows) {
      if (row.shown().profileMoves().isEmpty()) {
        continue;
      }
      html.append("<h3>")
          .append(Svg.escape(row.result().engine()))
          .append(": why, from the regression dossier</h3>\n<table><tr>")
          .append(
              "<th>What</th><th>Library</th><th>A</th><th>B</th><th>Change (points or ms/s)</th>")
          .append("<th>Spread</th><th>Confident</th></tr>\n");
      for (ProfileMove move : row.shown().profileMoves()) {
        html.append(
            String.format(
                Locale.ROOT,
                "<tr%s><td>%s</td><td>%s</td><td>%s</td></tr>%n",
                move.confident() ? " class=\"failed\"" : "",
                Svg.escape(move.subject()),
                Svg.escape(move.library()),
                String.join("</td><td>", figures(move))));
      }
      html.append("</table>\n");
      if (!row.shown().flameGraph().isEmpty()) {
        html.append("<p>The differential flame graph of the profiled pairs:</p>\n")
            .append(FlameGraphSvg.of(row.shown().flameGraph()))
            .append('\n');
      }
    }
  }

  /**
   * The dossier's headlines in {@code row}, described for a summary line, as the console has them.
   */
  static List<String> headlineLines(ReportRow row) {
    return row.shown().profileMoves().stream()
        .filter(ProfileMove::headline)
        .map(DossierTables::why)
        .toList();
  }

  /** A headline's line: {@code why: total time of a/B.get (engine.jar) +12.3 points (…)}. */
  private static String why(ProfileMove move) {
    return "why: " + move.describe();
  }

  /** A move's figures, as both tables show them: A's and B's share, the change, its spread. */
  private static List<String> figures(ProfileMove move) {
    return List.of(
        move.shown(move.shareA()),
        move.shown(move.shareB()),
        change(move),
        spread(move),
        move.confident() ? "yes" : "no");
  }

  /** The change in points, or for a wait in ms/s, signed. */
  private static String change(ProfileMove move) {
    return String.format(Locale.ROOT, "%+.1f", move.inUnits(move.change()));
  }

  private static String spread(ProfileMove move) {
    return Double.isNaN(move.spread())
        ? "one pair"
        : String.format(Locale.ROOT, "%.2f", move.inUnits(move.spread()));
  }
}
