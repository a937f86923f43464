package io.kvperf.internal.report;

import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The line printed below a run: how many invocations had each verdict, the {@code NOT_CHECKED} ones
 * grouped by their typed {@link Reason}, so that a green build never silently means "not compared".
 */
public final class VerdictSummary {
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
    Map<Verdict, Integer> verdicts = new LinkedHashMap<>();
    Map<Reason, Integer> unchecked = new LinkedHashMap<>();
    for (ReportRow row : rows) {
      verdicts.merge(row.verdict().verdict(), 1, Integer::sum);
      if (row.is(Verdict.NOT_CHECKED)) {
        unchecked.merge(row.verdict().reason(), 1, Integer::sum);
      }
    }
    List<String> parts = new ArrayList<>();
    verdicts.forEach(
        (verdict, count) -> {
          String part = count + " " + verdict;
          if (verdict == Verdict.NOT_CHECKED) {
            List<String> why = new ArrayList<>();
            unchecked.forEach((reason, n) -> why.add(n + " " + whyNotChecked(reason)));
            part += " (" + String.join(", ", why) + ")";
          }
          if (verdict == Verdict.INCONCLUSIVE) {
            part += " (comparisons of builds too noisy to decide; see each account)";
          }
          parts.add(part);
        });
    return "kvperf: "
        + rows.size()
        + (rows.size() == 1 ? " invocation: " : " invocations: ")
        + String.join(", ", parts);
  }

  /** Why an invocation was left unchecked, in a few words. */
  static String whyNotChecked(Reason reason) {
    return switch (reason) {
      case NO_BUDGET -> "no budget against a baseline";
      case NO_COMPARABLE_BUDGET -> "no budget a comparison of builds reads";
      case ESTIMATED_ONLY -> "estimated on both builds, no budget to judge";
      case OTHER_CPU_BASELINE -> "another CPU's baseline (throughput and p99 not compared)";
      case NO_BASELINE -> "no baseline for this machine";
      case STALE_BASELINE -> "a stale baseline";
      case TOO_FEW_RUNS -> "a baseline of too few runs";
      case INVALID_BASELINE -> "an invalid figure in the baseline";
      case UNKNOWN_MACHINE -> "a machine whose CPU cannot be read";
      case NOT_IN_BASELINE -> "a budgeted figure the baseline lacks";
      case NOT_MEASURED -> "a figure not measured in every fork";
      case COULD_NOT_RUN -> "a build that could not run";
      case BASELINES_OFF -> "baselines off";
      case WITHIN_BUDGET, BEYOND_BUDGET, UNDECIDED, RECORDED, NOT_RECORDED ->
          "another reason (see its account)";
    };
  }
}
