package io.kvperf.internal.report;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.kvperf.internal.account.Finding;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.FlameFrame;
import io.kvperf.result.GateScores;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.Verdict;
import java.util.List;
import java.util.Objects;

/**
 * One engine's line in a report: its result and what the deciders concluded of it.
 *
 * <p>{@code kvperf-results.json} keeps a row as one flat object, what is {@linkplain Shown shown}
 * beside the verdict ({@code gateScores}, {@code armEstimates}, {@code profileMoves}, {@code
 * flameGraph}, {@code findings}) after the measurement, as it did before they were grouped.
 *
 * @param result the measured result
 * @param verdict the invocation's verdict and its reason
 * @param judgements every figure judged, and every budgeted figure that could not be
 * @param account the deciders' account of the verdict, lines separated by {@code \n}
 * @param baselineOpsPerSecond the baseline's raw throughput (mean of its fork medians) the result
 *     was compared with, or {@code NaN} when none was
 * @param measurement the iterations and the JVM it was measured with
 * @param shown what the reports draw and list beside the verdict: scores, estimates, the dossier's
 *     moves and flame graph, findings
 */
public record ReportRow(
    PerfResult result,
    InvocationVerdict verdict,
    List<Judgement> judgements,
    String account,
    double baselineOpsPerSecond,
    MeasurementSummary measurement,
    @JsonUnwrapped Shown shown) {

  /**
   * What the reports draw and list beside a row's verdict.
   *
   * @param gateScores the fork scores of each figure the gate judged against a baseline, for the
   *     HTML report's chart; empty when it judged none (absent in reports written before them)
   * @param armEstimates each figure of each comparison of two builds ({@code kvperf.compare}), for
   *     the reports' tables and charts by build; empty when none was compared
   * @param profileMoves the regression dossier's top moves of each kind, for the reports' tables;
   *     empty when no dossier was made (and in reports written before them)
   * @param flameGraph the regression dossier's differential flame graph, for the HTML report;
   *     {@link FlameFrame#none()} when no dossier was made
   * @param findings what the run found, which the console line, {@code index.html}'s verdicts and
   *     {@code summary.md} put first; empty when it found nothing to lead with (and in reports
   *     written before them)
   */
  public record Shown(
      List<GateScores> gateScores,
      List<ArmEstimate> armEstimates,
      List<ProfileMove> profileMoves,
      FlameFrame flameGraph,
      List<Finding> findings) {
    /** Nothing shown beside the verdict: no baseline's scores, no build, no dossier, no finding. */
    public static final Shown NOTHING = new Shown(null, null, null, null, null);

    /**
     * Copies the lists; an absent one is empty, an absent flame graph {@link FlameFrame#none()}.
     */
    public Shown {
      gateScores = gateScores == null ? List.of() : List.copyOf(gateScores);
      armEstimates = armEstimates == null ? List.of() : List.copyOf(armEstimates);
      profileMoves = profileMoves == null ? List.of() : List.copyOf(profileMoves);
      flameGraph = flameGraph == null ? FlameFrame.none() : flameGraph;
      findings = findings == null ? List.of() : List.copyOf(findings);
    }
  }

  /** Checks every field is present; nothing shown when none is given. */
  public ReportRow {
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(verdict, "verdict");
    judgements = judgements == null ? List.of() : List.copyOf(judgements);
    Objects.requireNonNull(account, "account");
    Objects.requireNonNull(measurement, "measurement");
    shown = shown == null ? Shown.NOTHING : shown;
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

  /** Whether the invocation failed. */
  public boolean failed() {
    return verdict.failed();
  }

  /** Whether the invocation's verdict is {@code verdict}. */
  public boolean is(Verdict verdict) {
    return this.verdict.verdict() == verdict;
  }

  /** The raw change against the baseline, e.g. {@code -0.12} for 12 % slower; NaN without one. */
  public double change() {
    return result.meanForkOpsPerSecond() / baselineOpsPerSecond - 1;
  }
}
