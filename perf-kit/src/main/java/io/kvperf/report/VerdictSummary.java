package io.kvperf.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The line printed below a run: how many invocations the gate left {@code NOT_CHECKED}, grouped by
 * why, and how many comparisons of builds were {@code INCONCLUSIVE}, so that a green build never
 * silently means "not compared".
 */
public final class VerdictSummary {
  /** The reasons a gate leaves an invocation unchecked, by a phrase of its message; first wins. */
  private static final List<Map.Entry<String, String>> REASONS =
      List.of(
          Map.entry("no budget against a baseline", "no budget against a baseline"),
          Map.entry("kvperf.compare needs", "no budget a comparison of builds reads"),
          Map.entry("estimated and not judged", "estimated on both builds, no budget to judge"),
          Map.entry(
              "throughput and p99: ", "another CPU's baseline (throughput and p99 not compared)"),
          Map.entry(
              "no baseline for this engine, scale and machine", "no baseline for this machine"),
          Map.entry("is stale", "a stale baseline"),
          Map.entry("runs at different times its calibration needs", "a baseline of too few runs"));

  private VerdictSummary() {}

  /**
   * {@code kvperf: 46 invocations: 30 PASSED, 0 FAILED, 16 NOT_CHECKED (12 another CPU's baseline
   * …, 4 no budget against a baseline)}; empty for a report without measured invocations.
   */
  public static String line(RunReport report) {
    List<ReportRow> rows = report.rows();
    if (rows.isEmpty()) {
      return "";
    }
    Map<String, Integer> verdicts = new LinkedHashMap<>();
    Map<String, Integer> unchecked = new LinkedHashMap<>();
    for (ReportRow row : rows) {
      verdicts.merge(row.gate(), 1, Integer::sum);
      if ("NOT_CHECKED".equals(row.gate())) {
        unchecked.merge(reason(row.gateMessage()), 1, Integer::sum);
      }
    }
    List<String> parts = new ArrayList<>();
    verdicts.forEach(
        (verdict, count) -> {
          String part = count + " " + verdict;
          if (verdict.equals("NOT_CHECKED")) {
            List<String> why = new ArrayList<>();
            unchecked.forEach((reason, n) -> why.add(n + " " + reason));
            part += " (" + String.join(", ", why) + ")";
          }
          if (verdict.equals("INCONCLUSIVE")) {
            part += " (comparisons of builds too noisy to decide; see each account)";
          }
          parts.add(part);
        });
    return "kvperf: "
        + rows.size()
        + (rows.size() == 1 ? " invocation: " : " invocations: ")
        + String.join(", ", parts);
  }

  private static String reason(String message) {
    for (Map.Entry<String, String> reason : REASONS) {
      if (message.contains(reason.getKey())) {
        return reason.getValue();
      }
    }
    return "another reason (see its account)";
  }
}
