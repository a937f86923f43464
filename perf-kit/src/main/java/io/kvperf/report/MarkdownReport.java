package io.kvperf.report;

import io.kvperf.result.MetricsResult;
import io.kvperf.result.ThroughputResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Renders {@code results.md}: per contract, the HestiaStore seed's table (Engine | Score | Error |
 * Confidence interval | Occupied space | CPU usage) followed by the other measurements (p99 per
 * operation type, allocation per operation, GC pauses, resident memory) and the baseline gate, then
 * each engine's options and its forks' JVM options, so that a comparison can be audited.
 */
public final class MarkdownReport {
  private MarkdownReport() {}

  /** The Markdown text of {@code rows}, grouped by contract in id order. */
  public static String render(List<ReportRow> rows) {
    Map<String, List<ReportRow>> byContract = new TreeMap<>();
    rows.forEach(
        row ->
            byContract.computeIfAbsent(row.result().contract(), c -> new ArrayList<>()).add(row));
    StringBuilder text = new StringBuilder("# kvperf results\n");
    if (!rows.isEmpty()) {
      text.append("\nMachine: ").append(rows.get(0).result().environment().describe()).append('\n');
    }
    byContract.forEach(
        (contract, contractRows) -> {
          text.append("\n## ").append(contract).append("\n\n");
          text.append(
              "| Engine | Score [ops/s] | ScoreError | Confidence interval [ops/s] | Occupied"
                  + " space | CPU usage | p99 latency | Alloc/op | GC pauses (max) | Resident"
                  + " memory | Threads | Scale | Baseline gate |\n");
          text.append("|:---|---:|---:|---:|---:|---:|:---|---:|---:|---:|---:|:---|:---|\n");
          for (ReportRow row : contractRows) {
            ThroughputResult throughput = row.result().throughput();
            double[] interval = throughput.logScaleIntervalOpsPerSecond();
            MetricsResult metrics = row.result().metrics();
            text.append(
                String.format(
                    Locale.ROOT,
                    "| %s | %s | %s | %s .. %s | %s | %.0f%% | %s | %.1f B | %d (%s) | %s | %d | %s |"
                        + " %s |%n",
                    row.result().engine(),
                    Units.grouped(throughput.meanOpsPerSecond()),
                    Units.grouped(throughput.errorOpsPerSecond()),
                    Units.grouped(interval[0]),
                    Units.grouped(interval[1]),
                    Units.bytes(metrics.disk().occupiedBytes()),
                    metrics.cpuUsage() * 100,
                    Units.p99s(metrics.latency()),
                    metrics.allocationPerOpBytes(),
                    metrics.gcPauseCount(),
                    Units.millis(metrics.gcMaxPause().toNanos()),
                    Units.bytes(metrics.memory().residentSetBytes()),
                    row.result().threads(),
                    row.result().scale(),
                    row.gate()));
          }
          text.append('\n');
          for (ReportRow row : contractRows) {
            text.append("- ").append(options(row)).append('\n');
          }
        });
    text.append(
        "\nScore: mean of the measured iterations. ScoreError: half-width of the 99.9 % confidence"
            + " interval of the mean (Student's t, as JMH computes it). Confidence interval: 99.9 %"
            + " on the log scale (Student's t over the logarithms of the iteration scores), so never"
            + " below zero. Occupied space: the store's directory"
            + " after the final flush. CPU usage: process CPU time / (wall time x cores). Alloc/op:"
            + " heap bytes allocated by all threads of the fork per operation. GC pauses: count and"
            + " longest stop-the-world pause in the measured iterations.\n");
    return text.toString();
  }

  /** The engine's options (a contract's settings marked so) and its fork's JVM options. */
  private static String options(ReportRow row) {
    List<String> parts = new ArrayList<>();
    new TreeMap<>(row.result().engineOptions())
        .forEach((name, value) -> parts.add(name + ": " + value));
    return "**"
        + row.result().engine()
        + "** options: "
        + (parts.isEmpty() ? "none" : String.join("; ", parts))
        + ". Fork JVM: "
        + (row.result().forkJvmArgs().isEmpty()
            ? "defaults"
            : String.join(" ", row.result().forkJvmArgs()))
        + "."
        + groups(row.result().metrics());
  }

  /** Each thread group's throughput, per thread too, and its p99s; empty without groups. */
  private static String groups(MetricsResult metrics) {
    if (metrics.groups().isEmpty()) {
      return "";
    }
    Map<String, Double> rates = metrics.groupOpsPerSecond();
    List<String> parts = new ArrayList<>();
    metrics
        .groups()
        .forEach(
            (name, group) ->
                parts.add(
                    String.format(
                        Locale.ROOT,
                        "%s (%d thread%s) %s ops/s, %s per thread, p99 %s",
                        name,
                        group.threads(),
                        group.threads() == 1 ? "" : "s",
                        Units.grouped(rates.get(name)),
                        Units.grouped(rates.get(name) / group.threads()),
                        Units.p99s(group.latency()))));
    return " Groups: " + String.join("; ", parts) + ".";
  }
}
