package io.kvperf.report;

import io.kvperf.result.ArmEstimate;
import io.kvperf.result.GateScores;
import io.kvperf.result.PerfResult;
import java.util.List;
import java.util.Objects;

/**
 * One engine's line in a report: its result and what the baseline gate said of it.
 *
 * @param result the measured result
 * @param gate the gate's verdict, e.g. {@code PASSED}, {@code FAILED}, {@code NOT_CHECKED}
 * @param gateMessage the gate's account of its verdict, lines separated by {@code \n}
 * @param baselineOpsPerSecond the baseline's raw throughput (mean of its fork medians) the result
 *     was compared with, or {@code NaN} when none was
 * @param measurement the iterations and the JVM it was measured with
 * @param gateScores the fork scores of each figure the gate judged against a baseline, for the HTML
 *     report's chart; empty when it judged none (absent in reports written before them)
 * @param armEstimates each figure of each comparison of two builds ({@code kvperf.compare}), for
 *     the reports' tables and charts by build; empty when none was compared
 */
public record ReportRow(
    PerfResult result,
    String gate,
    String gateMessage,
    double baselineOpsPerSecond,
    MeasurementSummary measurement,
    List<GateScores> gateScores,
    List<ArmEstimate> armEstimates) {
  /** Checks every field is present. */
  public ReportRow {
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(gate, "gate");
    Objects.requireNonNull(gateMessage, "gateMessage");
    Objects.requireNonNull(measurement, "measurement");
    gateScores = gateScores == null ? List.of() : List.copyOf(gateScores);
    armEstimates = armEstimates == null ? List.of() : List.copyOf(armEstimates);
  }

  /**
   * The engine's options (a contract's own settings marked so) and its forks' JVM options, e.g.
   * {@code options: cachePercent: 50; sync: none. Fork JVM: -Xmx16g.}
   */
  public String optionsText() {
    List<String> parts = new java.util.ArrayList<>();
    new java.util.TreeMap<>(result.engineOptions())
        .forEach((name, value) -> parts.add(name + ": " + value));
    return "options: "
        + (parts.isEmpty() ? "none" : String.join("; ", parts))
        + ". Fork JVM: "
        + (result.forkJvmArgs().isEmpty() ? "defaults" : String.join(" ", result.forkJvmArgs()))
        + ".";
  }

  /** Whether the gate failed this row. */
  public boolean failed() {
    return "FAILED".equals(gate);
  }

  /** The raw change against the baseline, e.g. {@code -0.12} for 12 % slower; NaN without one. */
  public double change() {
    return result.meanForkOpsPerSecond() / baselineOpsPerSecond - 1;
  }
}
