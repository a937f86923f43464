package io.kvperf.internal.report;

import io.kvperf.result.IterationMetrics;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.ThroughputResult;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The tables of {@code results.md}, in the seeds' shapes; every cell of text from outside is plain
 * text ({@link MarkdownText}).
 */
final class MarkdownTables {
  private MarkdownTables() {}

  /**
   * Under each row of {@code rows} that has any {@code items}: a heading naming its invocation and
   * {@code what} the table shows, the table's {@code columns} (its header and alignment lines), and
   * a {@code line} per item. Empty where no row has any.
   */
  static <T> String underEachInvocation(
      List<ReportRow> rows,
      String what,
      String columns,
      Function<ReportRow, List<T>> items,
      Function<T, String> line) {
    StringBuilder text = new StringBuilder();
    for (ReportRow row : rows) {
      if (items.apply(row).isEmpty()) {
        continue;
      }
      text.append("\n### ")
          .append(MarkdownText.of(row.result().contract() + " [" + row.result().engine() + "]"))
          .append(": ")
          .append(what)
          .append("\n\n")
          .append(columns);
      items.apply(row).forEach(item -> text.append(line.apply(item)));
    }
    return text.toString();
  }

  /** The HestiaStore seed's table, with the kit's other figures and the baseline after it. */
  static String engines(List<ReportRow> rows) {
    StringBuilder text =
        new StringBuilder(
            "| Engine | Score [ops/s] | ScoreError | Confidence interval [ops/s] | Occupied"
                + " space | CPU usage | p99 latency | Alloc/op (all threads) | GC pauses (max) |"
                + " Resident memory | Threads | Scale | Baseline [ops/s] | Change | Baseline gate |\n"
                + "|:---|---:|---:|---:|---:|---:|:---|---:|---:|---:|---:|:---|---:|---:|:---|\n");
    for (ReportRow row : rows) {
      ThroughputResult throughput = row.result().throughput();
      double[] interval = throughput.logScaleIntervalOpsPerSecond();
      MetricsResult metrics = row.result().metrics();
      text.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %.0f%% | %s | %.1f B (%.1f B) | %d (%s) | %s | %d | %s | %s"
                  + " | %s | %s |%n",
              MarkdownText.of(row.result().engine()),
              Units.grouped(throughput.meanOpsPerSecond()),
              Units.grouped(throughput.errorOpsPerSecond()),
              Units.interval(interval, throughput.iterations()),
              Units.bytes(metrics.disk().occupiedBytes()),
              metrics.cpuUsage() * 100,
              Units.p99s(metrics.latency()),
              metrics.operationAllocationPerOpBytes(),
              metrics.allocationPerOpBytes(),
              metrics.gcPauseCount(),
              Units.millis(metrics.gcMaxPause().toNanos()),
              Units.bytes(metrics.memory().residentSetBytes()),
              row.result().threads(),
              row.result().scale(),
              Units.grouped(row.baselineOpsPerSecond()),
              Double.isNaN(row.baselineOpsPerSecond())
                  ? "n/a"
                  : String.format(Locale.ROOT, "%+.1f%%", row.change() * 100),
              row.failed() ? "**FAILED**" : row.verdict().verdict().name()));
    }
    return text.toString();
  }

  /**
   * The Krati seed's throughput table for a workload of thread groups (a writer beside readers):
   * each group's operations per second, per thread per millisecond, and its p99s. Empty without
   * groups.
   */
  static String groups(List<ReportRow> rows) {
    if (rows.stream().allMatch(row -> row.result().metrics().groups().isEmpty())) {
      return "";
    }
    StringBuilder text =
        new StringBuilder(
            "\n| Engine | Group | Threads | Ops/s | Ops per thread per ms | p99 latency |\n"
                + "|:---|:---|---:|---:|---:|:---|\n");
    for (ReportRow row : rows) {
      MetricsResult metrics = row.result().metrics();
      Map<String, Double> rates = metrics.groupOpsPerSecond();
      metrics
          .groups()
          .forEach(
              (name, group) ->
                  text.append(
                      String.format(
                          Locale.ROOT,
                          "| %s | %s | %d | %s | %.1f | %s |%n",
                          MarkdownText.of(row.result().engine()),
                          MarkdownText.of(name),
                          group.threads(),
                          Units.grouped(rates.get(name)),
                          rates.get(name) / group.threads() / 1000,
                          Units.p99s(group.latency()))));
    }
    return text.toString();
  }

  /**
   * The Oak seed's table: one row per workload (the method, the point of {@code axis} left off its
   * name) and engine, one column per point (thread count, value size), each cell the mean
   * throughput.
   */
  static String scaling(SweepAxis axis, List<ReportRow> rows) {
    Map<String, Map<Integer, Double>> cells =
        RunReport.throughputBy(
            axis,
            rows,
            (workload, engine) -> MarkdownText.of(workload) + " | " + MarkdownText.of(engine));
    TreeSet<Integer> counts = new TreeSet<>();
    cells.values().forEach(byCount -> counts.addAll(byCount.keySet()));
    StringBuilder text = new StringBuilder("| Workload | Engine |");
    counts.forEach(count -> text.append(' ').append(axis.label(count)).append(" |"));
    text.append("\n|:---|:---|").append("---:|".repeat(counts.size())).append('\n');
    cells.forEach(
        (key, byCount) -> {
          text.append("| ").append(key).append(" |");
          counts.forEach(
              count ->
                  text.append(' ')
                      .append(byCount.containsKey(count) ? Units.grouped(byCount.get(count)) : "")
                      .append(" |"));
          text.append('\n');
        });
    return text.toString();
  }

  /**
   * The Krati seed's GC summary for every invocation: pause count, longest, shortest, average and
   * total pause, and the share of the measured time spent in pauses.
   */
  static String gcSummary(RunReport report) {
    StringBuilder text =
        new StringBuilder(
            "| Contract | Engine | Pauses | Max | Min | Average | Total | GC share of time |\n"
                + "|:---|:---|---:|---:|---:|---:|---:|---:|\n");
    for (String contract : report.contracts()) {
      for (ReportRow row : report.rowsOf(contract)) {
        MetricsResult metrics = row.result().metrics();
        long[] pauses =
            metrics.iterations().stream()
                .map(IterationMetrics::gcPauseNanos)
                .flatMap(List::stream)
                .mapToLong(Long::longValue)
                .toArray();
        long total = metrics.gcTotalPause().toNanos();
        text.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %d | %s | %s | %s | %s | %.2f%% |%n",
                MarkdownText.of(contract),
                MarkdownText.of(row.result().engine()),
                pauses.length,
                pauses.length == 0 ? "n/a" : Units.millis(metrics.gcMaxPause().toNanos()),
                pauses.length == 0
                    ? "n/a"
                    : Units.millis(java.util.Arrays.stream(pauses).min().getAsLong()),
                pauses.length == 0 ? "n/a" : Units.millis(total / pauses.length),
                Units.millis(total),
                metrics.gcShare() * 100));
      }
    }
    return text.toString();
  }
}
