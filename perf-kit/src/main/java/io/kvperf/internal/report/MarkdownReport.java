package io.kvperf.internal.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Renders {@code results.md}. Failed budgets come first, each with the gate's account. Then, per
 * contract (contracts with a failure first), the HestiaStore seed's table (Engine | Score | Error |
 * Confidence interval | Occupied space | CPU usage) followed by the other measurements and the
 * baseline with the change against it; the Krati seed's per-group throughput where the workload has
 * thread groups; the engines skipped, with their reasons. Then the Oak seed's throughput-by-threads
 * table for every contract class that ran one workload at several thread counts, the Krati seed's
 * GC summary, and the engine settings: each engine's options and its forks' JVM options, so that a
 * comparison can be audited. Last, the budgets that held, each with the gate's account (the figures
 * it compared, a ratio's interval). Every text from outside the kit is plain text ({@link
 * MarkdownText}).
 */
public final class MarkdownReport {
  private MarkdownReport() {}

  /** The Markdown text of {@code report}. */
  public static String render(RunReport report) {
    StringBuilder text = new StringBuilder("# kvperf results\n");
    if (!report.rows().isEmpty()) {
      text.append("\nMachine: ")
          .append(MarkdownText.of(report.rows().get(0).result().environment().describe()))
          .append('\n');
    }
    verdicts("Failed budgets", report.failures(), text);
    for (String contract : report.contracts()) {
      text.append("\n## ").append(MarkdownText.of(contract)).append("\n\n");
      List<ReportRow> rows = report.rowsOf(contract);
      if (!rows.isEmpty()) {
        text.append(MarkdownTables.engines(rows));
        text.append(MarkdownTables.groups(rows));
        text.append(MeasuredByName.markdown(rows));
      }
      text.append(SoakTable.markdown(rows));
      text.append(BuildComparisons.markdown(rows));
      text.append(DossierTables.markdown(rows));
      List<SkippedInvocation> skipped = report.skippedOf(contract);
      if (!skipped.isEmpty()) {
        text.append(rows.isEmpty() ? "" : "\n").append("Skipped:\n\n");
        skipped.forEach(
            skip ->
                text.append("- ")
                    .append(MarkdownText.of(skip.engine()))
                    .append(": ")
                    .append(MarkdownText.of(skip.reason()))
                    .append('\n'));
      }
    }
    scaling(report, text);
    if (!report.rows().isEmpty()) {
      text.append("\n## GC summary\n\n").append(MarkdownTables.gcSummary(report));
      text.append("\n## Engine settings\n\n").append(settings(report));
    }
    verdicts("Budgets that held", report.passes(), text);
    text.append(
        "\nScore: mean of the measured iterations of all forks. ScoreError: half-width of the 99.9 %"
            + " confidence interval of the mean (Student's t, as JMH computes it). Confidence"
            + " interval: 99.9 % on the log scale (Student's t over the logarithms of the iteration"
            + " scores), so never below zero. Occupied space: the store's directory once flushed and"
            + " closed. CPU usage: process CPU time / (wall time x cores). Alloc/op: heap bytes"
            + " allocated per operation by the threads that issue the operations, and in brackets"
            + " by all threads of the fork (an engine's background threads included). GC pauses: count and longest"
            + " stop-the-world pause in the measured iterations. Baseline: the stored baseline's"
            + " throughput (mean of its fork medians) where the gate compared one; Change: this"
            + " run's mean of fork medians against it, raw (the gate's verdict rests on the"
            + " normalised figure in its message).\n");
    return text.toString();
  }

  /** A section of {@code rows}, each with its gate's account on one line; none if empty. */
  private static void verdicts(String title, List<ReportRow> rows, StringBuilder text) {
    if (rows.isEmpty()) {
      return;
    }
    text.append("\n## ").append(title).append("\n\n");
    rows.forEach(
        row ->
            text.append("- **")
                .append(
                    MarkdownText.of(row.result().contract() + " [" + row.result().engine() + "]"))
                .append("**: ")
                .append(
                    MarkdownText.of(String.join(" / ", row.account().strip().split("\\s*\\n\\s*"))))
                .append('\n'));
  }

  /**
   * One throughput table per contract class and sweep axis whose rows ran at several points of it
   * (by threads, by value size).
   */
  private static void scaling(RunReport report, StringBuilder text) {
    for (SweepAxis axis : SweepAxis.values()) {
      report
          .scaling(axis)
          .forEach(
              (type, rows) ->
                  text.append("\n## ")
                      .append(MarkdownText.of(type))
                      .append(": throughput by ")
                      .append(axis.title())
                      .append(" [ops/s]\n\n")
                      .append(MarkdownTables.scaling(axis, rows)));
    }
  }

  /** Each engine's options and fork JVM options, once per distinct set, with its contracts. */
  private static String settings(RunReport report) {
    Map<String, List<String>> contractsBySetting = new LinkedHashMap<>();
    report.rows().stream()
        .sorted(java.util.Comparator.comparing((ReportRow r) -> r.result().engine()))
        .forEach(
            row ->
                contractsBySetting
                    .computeIfAbsent(
                        "**"
                            + MarkdownText.of(row.result().engine())
                            + "** "
                            + MarkdownText.of(row.optionsText()),
                        o -> new ArrayList<>())
                    .add(MarkdownText.of(row.result().contract())));
    StringBuilder text = new StringBuilder();
    contractsBySetting.forEach(
        (options, contracts) ->
            text.append("- ")
                .append(options)
                .append(" Contracts: ")
                .append(String.join(", ", contracts.stream().distinct().toList()))
                .append(".\n"));
    return text.toString();
  }
}
