package io.kvperf.internal.report;

import io.kvperf.result.Judgement;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * {@code summary.md}: a run's verdicts sized for a pull request's comment or a CI job's summary. An
 * overall line counts the invocations by verdict; a table has one line per contract, engine and
 * judged figure (one line per invocation that judged none, with why), each invocation led by what
 * its run found ({@link FindingText}), failures first, then the inconclusive, the passed and the
 * unchecked. Past {@link #MAX_LINES} lines it stops and says how many more there are and where the
 * full report is.
 */
public final class SummaryMarkdown {
  /** The most table lines; GitHub refuses a comment over 65,536 characters. */
  static final int MAX_LINES = 60;

  private static final List<Verdict> ORDER =
      List.of(
          Verdict.FAILED,
          Verdict.INCONCLUSIVE,
          Verdict.PASSED,
          Verdict.UPDATED,
          Verdict.NOT_CHECKED,
          Verdict.OFF);

  private SummaryMarkdown() {}

  /** The summary of {@code report}. */
  public static String render(RunReport report) {
    StringBuilder text = new StringBuilder("## kvperf\n\n");
    String line = VerdictSummary.line(report);
    text.append(line.isEmpty() ? "No contract was measured." : line.replaceFirst("^kvperf: ", ""))
        .append("\n");
    List<String[]> lines = new ArrayList<>();
    report.rows().stream()
        .sorted(Comparator.comparing(row -> ORDER.indexOf(row.verdict().verdict())))
        .forEach(row -> lines.addAll(lines(row)));
    if (lines.isEmpty()) {
      return text.toString();
    }
    text.append("\n| verdict | contract | engine | what was judged |\n|---|---|---|---|\n");
    lines.stream()
        .limit(MAX_LINES)
        .forEach(cells -> text.append("| ").append(String.join(" | ", cells)).append(" |\n"));
    if (lines.size() > MAX_LINES) {
      text.append(
          String.format(
              Locale.ROOT,
              "\n%d more lines: the full report is %s and %s beside this file.\n",
              lines.size() - MAX_LINES,
              ReportFiles.MARKDOWN,
              ReportFiles.HTML));
    }
    return text.toString();
  }

  /**
   * The table lines of one invocation, every cell but the verdict's plain text: what its run found
   * first, under the invocation's verdict, then each judgement under its own.
   */
  private static List<String[]> lines(ReportRow row) {
    String contract = MarkdownText.of(row.result().contract());
    String engine = MarkdownText.of(row.result().engine());
    List<String[]> lines = new ArrayList<>();
    for (String found : FindingText.of(row.shown().findings())) {
      lines.add(
          new String[] {mark(row.verdict().verdict()), contract, engine, MarkdownText.of(found)});
    }
    List<Judgement> shown =
        row.judgements().stream()
            .filter(j -> j.reason().counts())
            .sorted(Comparator.comparing((Judgement j) -> ORDER.indexOf(j.verdict())))
            .toList();
    for (Judgement judgement : shown) {
      lines.add(
          new String[] {
            mark(judgement.verdict()),
            contract,
            engine,
            MarkdownText.of(JudgementText.headline(judgement))
          });
    }
    for (String why : DossierTables.headlineLines(row)) {
      lines.add(new String[] {"", "", "", MarkdownText.of(why)});
    }
    if (shown.isEmpty()) {
      lines.add(
          new String[] {
            mark(row.verdict().verdict()),
            contract,
            engine,
            MarkdownText.of(VerdictSummary.whyNotChecked(row.verdict().reason()))
          });
    }
    return lines;
  }

  private static String mark(Verdict verdict) {
    return verdict == Verdict.FAILED ? "**FAILED**" : verdict.name();
  }
}
