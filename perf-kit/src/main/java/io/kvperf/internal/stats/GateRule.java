package io.kvperf.internal.stats;

import io.kvperf.result.Judgement.Limits;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The gate's constants, defined once and stored with every baseline entry so that a change of rule
 * shows in the baseline's diff. Each was chosen from A/A runs (unchanged code measured against its
 * own baseline) on the development machines; its documentation links the record entry it rests on,
 * and docs/records/README.md lists them all.
 *
 * <p>The rule, for one figure (throughput, or the p99 of one operation type):
 *
 * <ol>
 *   <li>Each fork's score is {@code ln(engine) − β·ln(reference)} ({@link Calibration}). β is
 *       measured beside the kit's own CPU load where an update ran forks beside it, else from the
 *       drift of the baseline's run means; either only where the reference moved at least {@link
 *       #MIN_IDENTIFYING_DRIFT_LN} and the slope is known to {@link #SLOPE_UNCERTAINTY}; otherwise
 *       β is 1. The baseline's level is the mean of its runs' mean scores.
 *   <li>The standard error of the difference between a new run's mean score and that level comes
 *       from the calibration (σ_run is the between-run part, {@link #MIN_RUN_SHARE}, at least the
 *       share of {@link #MACHINE_DRIFT_LN} the runs did not see): {@code σ_run²·(1 + 1/runs) +
 *       σ_fork²·(1/n + mean(1/n_run)/runs)}. When the new run's reference lies outside the range of
 *       the baseline's runs, the normalisation is extrapolated, and the boundary grows by {@code
 *       τ·excess}: the most its bias can be if the engine's slope lies within {@link
 *       #SLOPE_UNCERTAINTY} of β ({@code 1 + τ} without a reference), so that a failure holds for
 *       every such slope.
 *   <li>The boundary is the budget's tolerance on the log scale ({@code −ln(1 − drop)} or {@code
 *       ln(1 + rise)}), widened to at least {@link #boundaryStandardErrors(int)} standard errors of
 *       the confirmed estimate when the calibration cannot support a tighter one; the message says
 *       so. How many depends on how many figures the build gates ({@link GatedFigures}): together
 *       they spend at most {@link #BUILD_FALSE_ALARM}.
 *   <li>After the first round of forks, the gate passes when the worsening plus {@link
 *       #PASS_EARLY_SE} standard errors stays inside the boundary.
 *   <li>Otherwise it measures as many fresh forks again, and fails only when the estimate over all
 *       forks lies beyond the boundary and the fresh forks agree: by themselves they are not
 *       clearly inside it (their worsening plus {@link #PASS_EARLY_SE} of their standard errors
 *       reaches the boundary). Requiring their own estimate to lie beyond the boundary too would
 *       miss regressions just past it and gain nothing on unchanged code (measured: a 12 %
 *       regression against a 9 % boundary missed 1 time in 10, while unchanged code's confirmation
 *       rounds pass under either rule; see docs/records/2026-11-22-first-detection-rounds.md and
 *       docs/records/2026-11-22-first-calibration.md).
 * </ol>
 *
 * <p>β is not a least-squares slope over the baseline's pooled forks, and σ_run has a floor: the
 * reference's own fork noise pulls such a slope toward 0 when the machine barely moves, so a
 * baseline recorded in a quiet window would judge raw throughput and fail the machine's next slow
 * hour (measured: docs/records/2026-11-24-quiet-window-baselines.md; β beside the kit's load:
 * docs/records/2026-11-25-the-kits-own-load.md).
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

  /**
   * Standard errors beyond the boundary at which a change is caught four times in five: the normal
   * quantile of 0.8, the power the comparison of two builds states its detectable change at too.
   */
  public static final double DETECTION_POWER_SE =
      new NormalDistribution(0, 1).inverseCumulativeProbability(Limits.DETECTION_POWER);

  /** Standard errors of headroom inside the boundary for passing after the first round. */
  public static final double PASS_EARLY_SE = 1.5;

  /**
   * The false-alarm rate all of a build's sequential gates together may spend: the chance that
   * unchanged code fails at least one gated figure. Each figure spends an equal share, {@code
   * BUILD_FALSE_ALARM / m} for a build of {@code m} gated figures (the union bound, which holds
   * whatever the figures' correlation), and its boundary lies at least {@link
   * #boundaryStandardErrors(int)} standard errors away. 0.9 %, so that with the rest of a build's
   * budget decisions (ratio intervals, allocation thresholds: computed at below 0.001 % and about 0
   * in this repository's build) the build's rate stays at most 1 %. Each figure gets a share rather
   * than one fixed number of standard errors, which would be too strict for a build of one gated
   * figure and too loose for a build of many (measured: at 3 standard errors, 0.135 % per figure, a
   * regression of 15 % against a 10 % budget was caught 5 of 10 times, and more than seven gated
   * figures would spend more than 1 %; see docs/records/2026-11-26-per-build-false-alarms.md).
   */
  public static final double BUILD_FALSE_ALARM = 0.009;

  /**
   * The least distance of the boundary from zero, in standard errors of the confirmed estimate, for
   * a build of {@code gatedFigures} gated figures: the one-sided normal quantile of {@code
   * BUILD_FALSE_ALARM / gatedFigures}, e.g. 2.37 for one figure, 2.84 for four, 3.57 for fifty. An
   * unchanged engine fails only when both rounds stray this far.
   *
   * @param gatedFigures how many figures the build gates; fewer than one counts as one
   */
  public static double boundaryStandardErrors(int gatedFigures) {
    double share = BUILD_FALSE_ALARM / Math.max(1, gatedFigures);
    return new NormalDistribution(0, 1).inverseCumulativeProbability(1 - share);
  }

  /**
   * The standard deviation of the machine's speed between runs at different times on the machines
   * this kit is developed and checked on (2-vCPU shared virtual machines), as a run's mean {@code
   * ln(reference)}: the drift a baseline's runs should have seen before β is trusted. 0.15 lies
   * between what 20 minutes show and what hours show (measured: the committed gated baselines'
   * reference run means spread 0.10–0.12 within 20 minutes; 35 reruns of the skip-list contract
   * spanned 420k–912k ops/s, a range of 0.78, about 0.19 for 35 draws; an outside project's checks
   * ran 0.65–0.81 of a quiet baseline's raw speed in its slow hour; see
   * docs/records/2026-11-24-machine-drift.md).
   */
  public static final double MACHINE_DRIFT_LN = 0.15;

  /**
   * How far an engine's true slope on the machine's speed may lie from the β the gate uses; a slope
   * from the runs is kept only when its standard error is at most this. The slopes measured lie
   * within 0.2 of 1 (measured: the committed gated baselines 0.80–1.04 over pooled forks, a second
   * skip list against the first 1.09, an outside project's slowed engine 0.84; see
   * docs/records/2026-11-24-machine-drift.md). Kept for paired scores too: the throttled skip
   * list's paired score barely follows the machine (0.01 ± 0.04 over 20 checks), but a quiet
   * baseline cannot tell such an engine from one unlike its reference (measured:
   * docs/records/2026-11-25-slope-guard-on-paired-scores.md).
   */
  public static final double SLOPE_UNCERTAINTY = 0.2;

  /**
   * The smallest spread of the reference's run means (less their forks' share, natural log) from
   * which β is measured; below it β = 1. A third of {@link #MACHINE_DRIFT_LN}: runs that moved less
   * than 5 % between them show the fork noise, not the machine.
   */
  public static final double MIN_IDENTIFYING_DRIFT_LN = 0.05;

  /**
   * How far (natural log) a run's reference may lie outside the calibration runs' range before the
   * gate's message names the machine as outside what the calibration saw. Smaller excursions still
   * widen the boundary by {@code τ·excess}; they are not named, being within a mean of five forks'
   * own noise.
   */
  public static final double OUTSIDE_CALIBRATION_LN = 0.05;

  /**
   * Runs spanning less time than this are reported by an update as a short window: they rarely see
   * the machine's slow and fast hours, so their σ run rests on {@link #MACHINE_DRIFT_LN}, not on
   * what they showed.
   */
  public static final Duration MIN_CALIBRATION_SPAN = Duration.ofHours(2);

  private GateRule() {}

  /** The constants as stored in a baseline entry. */
  public static Map<String, Double> parameters() {
    Map<String, Double> parameters = new LinkedHashMap<>();
    parameters.put("buildFalseAlarm", BUILD_FALSE_ALARM);
    parameters.put("machineDriftLn", MACHINE_DRIFT_LN);
    parameters.put("maxBeta", MAX_BETA);
    parameters.put("maxRuns", (double) MAX_RUNS);
    parameters.put("minRuns", (double) MIN_RUNS);
    parameters.put("minIdentifyingDriftLn", MIN_IDENTIFYING_DRIFT_LN);
    parameters.put("minRunShare", MIN_RUN_SHARE);
    parameters.put("outsideCalibrationLn", OUTSIDE_CALIBRATION_LN);
    parameters.put("passEarlyStandardErrors", PASS_EARLY_SE);
    parameters.put("slopeUncertainty", SLOPE_UNCERTAINTY);
    return parameters;
  }
}
