package io.kvperf.report;

import io.kvperf.api.ThroughputResult;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Renders {@code results.md}: per contract, a table of Engine | Score | Error | Confidence interval
 * | Threads | Baseline gate, with the machine the results were measured on.
 */
public final class MarkdownReport {
  private MarkdownReport() {}

  /** The Markdown text of {@code rows}, grouped by contract in id order. */
  public static String render(List<ReportRow> rows) {
    Map<String, List<ReportRow>> byContract = new TreeMap<>();
    rows.forEach(
        row ->
            byContract
                .computeIfAbsent(row.result().contract(), c -> new java.util.ArrayList<>())
                .add(row));
    StringBuilder text = new StringBuilder("# kvperf results\n");
    if (!rows.isEmpty()) {
      text.append("\nMachine: ").append(rows.get(0).result().environment().describe()).append('\n');
    }
    byContract.forEach(
        (contract, contractRows) -> {
          text.append("\n## ").append(contract).append("\n\n");
          text.append(
              "| Engine | Score [ops/s] | ScoreError | Confidence interval [ops/s] | Threads | Baseline gate |\n");
          text.append("|:---|---:|---:|---:|---:|:---|\n");
          for (ReportRow row : contractRows) {
            ThroughputResult throughput = row.result().throughput();
            text.append(
                String.format(
                    Locale.ROOT,
                    "| %s | %s | %s | %s .. %s | %d | %s |%n",
                    row.result().engine(),
                    grouped(throughput.meanOpsPerSecond()),
                    grouped(throughput.errorOpsPerSecond()),
                    grouped(throughput.lowerBoundOpsPerSecond()),
                    grouped(throughput.upperBoundOpsPerSecond()),
                    row.result().threads(),
                    row.gate()));
          }
        });
    text.append(
        "\nScore: mean of the measured iterations. ScoreError: half-width of the 99.9 % confidence"
            + " interval (Student's t, as JMH computes it).\n");
    return text.toString();
  }

  private static String grouped(double value) {
    return Double.isNaN(value)
        ? "n/a"
        : String.format(Locale.ROOT, "%,.0f", value).replace(',', ' ');
  }
}
