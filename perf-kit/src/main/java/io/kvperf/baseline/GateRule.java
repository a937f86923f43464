package io.kvperf.baseline;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The gate's constants, defined once and stored with every baseline entry so that a change of rule
 * shows in the baseline's diff. How they were chosen is in the README, "How the gate decides", from
 * A/A runs (unchanged code measured against its own baseline) on the development machine.
 *
 * <p>The rule, for one figure (throughput, or the p99 of one operation type):
 *
 * <ol>
 *   <li>Each fork's score is {@code ln(engine) − β·ln(reference)} ({@link Calibration}); the
 *       baseline's level is the mean of its runs' mean scores.
 *   <li>The standard error of the difference between a new run's mean score and that level comes
 *       from the calibration (σ_run is the between-run part, {@link #MIN_RUN_SHARE}): {@code
 *       σ_run²·(1 + 1/runs) + σ_fork²·(1/n + mean(1/n_run)/runs)}.
 *   <li>The boundary is the budget's tolerance on the log scale ({@code −ln(1 − drop)} or {@code
 *       ln(1 + rise)}), widened to at least {@link #MIN_BOUNDARY_SE} standard errors of the
 *       confirmed estimate when the calibration cannot support a tighter one; the message says so.
 *   <li>After the first round of forks, the gate passes when the worsening plus {@link
 *       #PASS_EARLY_SE} standard errors stays inside the boundary.
 *   <li>Otherwise it measures as many fresh forks again, and fails only when the estimate over all
 *       forks lies beyond the boundary and the fresh forks agree: by themselves they are not
 *       clearly inside it (their worsening plus {@link #PASS_EARLY_SE} of their standard errors
 *       reaches the boundary). Until 2026-11-22 the fresh forks' own estimate had to lie beyond the
 *       boundary too; that missed 1 of 10 regressions of 12 % against a 9 % boundary (README, "How
 *       the gate decides"), and the A/A runs' five confirmation rounds pass under either rule.
 * </ol>
 */
public final class GateRule {
  /**
   * The between-run variance is at least this share of the variance of the baseline's run means,
   * whatever their forks' spread explains. Five run means can happen to lie close together (their
   * variance falls below a quarter of its expectation about one time in eleven: χ² with 4 degrees
   * of freedom), and a plain subtraction would then find no between-run spread at all.
   */
  public static final double MIN_RUN_SHARE = 0.25;

  /** Runs at different times a baseline needs before the gate compares with it. */
  public static final int MIN_RUNS = 3;

  /** Runs a baseline keeps; an update drops the oldest beyond these. */
  public static final int MAX_RUNS = 5;

  /** The largest β: a normalisation stronger than a plain ratio only amplifies the reference. */
  public static final double MAX_BETA = 1.5;

  /** Standard errors of headroom inside the boundary for passing after the first round. */
  public static final double PASS_EARLY_SE = 1.5;

  /**
   * The boundary never lies closer than this many standard errors of the confirmed estimate: an
   * unchanged engine fails only when both rounds stray this far.
   */
  public static final double MIN_BOUNDARY_SE = 3;

  private GateRule() {}

  /** The constants as stored in a baseline entry. */
  static Map<String, Double> parameters() {
    Map<String, Double> parameters = new LinkedHashMap<>();
    parameters.put("maxBeta", MAX_BETA);
    parameters.put("maxRuns", (double) MAX_RUNS);
    parameters.put("minBoundaryStandardErrors", MIN_BOUNDARY_SE);
    parameters.put("minRuns", (double) MIN_RUNS);
    parameters.put("minRunShare", MIN_RUN_SHARE);
    parameters.put("passEarlyStandardErrors", PASS_EARLY_SE);
    return parameters;
  }
}
