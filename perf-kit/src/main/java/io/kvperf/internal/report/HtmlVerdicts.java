package io.kvperf.internal.report;

import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The verdicts in {@code index.html}: at the top, the verdict line and every invocation under its
 * verdict with what its run found ({@link FindingText}) and the headlines that say why; at the end,
 * the budgets that held with their accounts. Every text is escaped ({@link Svg#escape}).
 */
final class HtmlVerdicts {
  private HtmlVerdicts() {}

  /** What each verdict a run can reach is called at the top of the page. */
  private static final Map<Verdict, String> GROUPS = groups();

  private static Map<Verdict, String> groups() {
    Map<Verdict, String> groups = new LinkedHashMap<>();
    groups.put(Verdict.FAILED, "Failed");
    groups.put(Verdict.INCONCLUSIVE, "Could not be decided");
    groups.put(Verdict.NOT_CHECKED, "Not checked");
    groups.put(Verdict.UPDATED, "Baselines updated");
    groups.put(Verdict.OFF, "Baselines off");
    groups.put(Verdict.PASSED, "Passed");
    return groups;
  }

  /**
   * The page's first section: the verdict line, then every invocation under its verdict, failures
   * first, each with the headlines that say why; the accounts of the passed ones come last.
   */
  static void verdicts(RunReport report, StringBuilder html) {
    html.append("<h2 id=\"verdicts\">Verdicts</h2>\n");
    if (report.rows().isEmpty()) {
      html.append("<p>No invocation was measured.</p>\n");
      return;
    }
    html.append("<p>")
        .append(Svg.escape(VerdictSummary.line(report).replaceFirst("^kvperf: ", "")))
        .append("</p>\n");
    GROUPS.forEach(
        (verdict, title) -> {
          List<ReportRow> rows =
              report.contracts().stream()
                  .flatMap(contract -> report.rowsOf(contract).stream())
                  .filter(row -> row.is(verdict))
                  .toList();
          if (rows.isEmpty()) {
            return;
          }
          html.append("<h3")
              .append(verdict == Verdict.FAILED ? " class=\"failed\"" : "")
              .append('>')
              .append(title)
              .append(" (")
              .append(rows.size())
              .append(")</h3>\n<ul>\n");
          rows.forEach(
              row ->
                  html.append("<li")
                      .append(verdict == Verdict.FAILED ? " class=\"failed\"" : "")
                      .append("><b>")
                      .append(Svg.escape(name(row)))
                      .append("</b>: ")
                      .append(Svg.escape(why(row)).replace("\n", "<br>"))
                      .append("</li>\n"));
          html.append("</ul>\n");
        });
  }

  /** {@code contract [engine]}. */
  private static String name(ReportRow row) {
    return row.result().contract() + " [" + row.result().engine() + "]";
  }

  /**
   * What a row's run found, then the headlines of its judgements, or its account's first line where
   * it has none.
   */
  private static String why(ReportRow row) {
    List<String> lines = new ArrayList<>(FindingText.of(row.shown().findings()));
    List<String> headlines = JudgementText.headlines(row.judgements());
    if (headlines.isEmpty()) {
      row.account().strip().lines().findFirst().ifPresent(lines::add);
    }
    lines.addAll(headlines);
    return String.join("\n", lines);
  }

  /** A list of {@code rows}, each with its gate's account. */
  static void accounts(List<ReportRow> rows, StringBuilder html) {
    html.append("<ul>\n");
    rows.forEach(
        row ->
            html.append("<li><b>")
                .append(Svg.escape(name(row)))
                .append("</b>: ")
                .append(Svg.escape(row.account().strip()).replace("\n", "<br>"))
                .append("</li>\n"));
    html.append("</ul>\n");
  }
}
