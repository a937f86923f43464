package io.kvperf.baseline;

import io.kvperf.result.ArmEstimate;
import io.kvperf.result.GateScores;
import io.kvperf.result.PerfResult;
import java.util.List;
import java.util.Objects;

/**
 * What the baseline gate concluded for one result.
 *
 * @param verdict passed, failed, not checked, baseline written, or baselines off
 * @param message a human account: the comparison's figures, the file written, or why nothing was
 *     compared
 * @param result the result judged: the one given, with the confirmation round's forks if the gate
 *     measured one
 * @param baselineOpsPerSecond the raw throughput (mean of fork medians) of the baseline the result
 *     was compared with, or {@code NaN} when it was compared with none
 * @param scores the fork scores of each figure judged against the baseline, for the report's chart;
 *     empty when none was
 * @param estimates each figure of each comparison of two builds, for the reports; empty when no
 *     build was compared
 */
public record GateOutcome(
    Verdict verdict,
    String message,
    PerfResult result,
    double baselineOpsPerSecond,
    List<GateScores> scores,
    List<ArmEstimate> estimates) {
  /** The gate's verdicts. */
  public enum Verdict {
    /** At least one budget was checked, and every budget checked held. */
    PASSED,
    /** A budget was broken, or strict mode found no usable baseline. */
    FAILED,
    /**
     * Nothing was judged, and the message says why: the contract has no budget, there is no
     * baseline for this engine, scale and machine, or the baseline is stale (recorded under another
     * workload or measurement plan).
     */
    NOT_CHECKED,
    /** The result was written as the new baseline. */
    UPDATED,
    /** Baselines are off; only absolute budgets were applied, and they held. */
    OFF,
    /**
     * Two builds were compared and no budget was broken, but the pairs allowed could not show that
     * every budget held; the message says the smallest change they could have detected.
     */
    INCONCLUSIVE
  }

  /** Checks the verdict, message and result are present. */
  public GateOutcome {
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(result, "result");
    scores = List.copyOf(scores);
    estimates = List.copyOf(estimates);
  }

  /** An outcome that compared with no baseline. */
  public GateOutcome(Verdict verdict, String message, PerfResult result) {
    this(verdict, message, result, Double.NaN, List.of(), List.of());
  }

  /** This outcome, noting the baseline throughput it was compared with. */
  public GateOutcome comparedWith(double baselineOpsPerSecond) {
    return new GateOutcome(verdict, message, result, baselineOpsPerSecond, scores, estimates);
  }

  /** This outcome, with the fork scores it was judged on. */
  GateOutcome withScores(List<GateScores> scores) {
    return new GateOutcome(verdict, message, result, baselineOpsPerSecond, scores, estimates);
  }

  /** This outcome, with the estimates of the builds it compared. */
  public GateOutcome withEstimates(List<ArmEstimate> estimates) {
    return new GateOutcome(verdict, message, result, baselineOpsPerSecond, scores, estimates);
  }

  /** This outcome with another verdict and message, keeping what it was compared with. */
  public GateOutcome with(Verdict verdict, String message) {
    return new GateOutcome(verdict, message, result, baselineOpsPerSecond, scores, estimates);
  }

  /** Whether this outcome fails the contract. */
  public boolean failed() {
    return verdict == Verdict.FAILED;
  }
}
