package io.kvperf.baseline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One figure of a new run compared with its calibrated baseline, by {@link GateRule}: a step of the
 * sequential decision, with the estimate that led to it.
 *
 * @param figure what was compared, e.g. {@code throughput} or {@code get p99}
 * @param step what the gate does next
 * @param worseningLn how much worse the new run's mean score is than the baseline's level, natural
 *     log units (positive is worse: a drop of throughput, a rise of latency)
 * @param standardErrorLn the standard error of {@code worseningLn}
 * @param boundaryLn the worsening beyond which the figure fails
 * @param widened whether the boundary is wider than the budget because the calibration cannot
 *     support the budget's
 * @param calibration the calibration of the baseline
 * @param forks the new forks compared
 */
record ScoreComparison(
    String figure,
    Step step,
    double worseningLn,
    double standardErrorLn,
    double boundaryLn,
    boolean widened,
    Calibration calibration,
    int forks) {

  /** What a comparison leads to. */
  enum Step {
    /** Clearly inside the tolerance after the first round. */
    PASS_EARLY,
    /** Not clearly inside: measure a confirmation round of fresh forks. */
    CONFIRM,
    /** Inside the tolerance, or the confirmation round did not agree on a regression. */
    PASS,
    /** All forks together lie beyond the boundary, and the confirmation round agrees. */
    FAIL
  }

  /** Which way a figure gets worse. */
  enum Direction {
    /** Throughput: worse when it drops. */
    DROP,
    /** Latency: worse when it rises. */
    RISE
  }

  /**
   * The first round's step: pass early, or confirm with {@code confirmationForks} more.
   *
   * @param tolerancePercent the budget's tolerance
   */
  static ScoreComparison first(
      String figure,
      List<ForkFigure> baseline,
      Calibration calibration,
      List<ForkFigure> round,
      Direction direction,
      double tolerancePercent,
      int confirmationForks) {
    Level level = Level.of(baseline, calibration);
    double worsening = worsening(level, calibration, round, direction);
    double se = level.standardError(round.size());
    double boundary = boundary(direction, tolerancePercent);
    double floor = GateRule.MIN_BOUNDARY_SE * level.standardError(round.size() + confirmationForks);
    Step step =
        worsening + GateRule.PASS_EARLY_SE * se < Math.max(boundary, floor)
            ? Step.PASS_EARLY
            : Step.CONFIRM;
    return new ScoreComparison(
        figure,
        step,
        worsening,
        se,
        Math.max(boundary, floor),
        floor > boundary,
        calibration,
        round.size());
  }

  /**
   * The final step after a confirmation round: fail when the estimate over all forks lies beyond
   * the boundary and the fresh forks agree, that is, they alone are not clearly inside it by the
   * test that passes a first round early ({@link GateRule#PASS_EARLY_SE}).
   */
  static ScoreComparison confirmed(
      String figure,
      List<ForkFigure> baseline,
      Calibration calibration,
      List<ForkFigure> first,
      List<ForkFigure> confirmation,
      Direction direction,
      double tolerancePercent) {
    Level level = Level.of(baseline, calibration);
    List<ForkFigure> all = new ArrayList<>(first);
    all.addAll(confirmation);
    double worsening = worsening(level, calibration, all, direction);
    double fresh = worsening(level, calibration, confirmation, direction);
    double se = level.standardError(all.size());
    double boundary = boundary(direction, tolerancePercent);
    double floor = GateRule.MIN_BOUNDARY_SE * se;
    double limit = Math.max(boundary, floor);
    boolean freshAgrees =
        fresh + GateRule.PASS_EARLY_SE * level.standardError(confirmation.size()) >= limit;
    Step step = worsening > limit && freshAgrees ? Step.FAIL : Step.PASS;
    return new ScoreComparison(
        figure, step, worsening, se, limit, floor > boundary, calibration, all.size());
  }

  private static double worsening(
      Level level, Calibration calibration, List<ForkFigure> forks, Direction direction) {
    double mean = Calibration.mean(forks.stream().map(calibration::score).toList());
    double change = mean - level.meanScore();
    return direction == Direction.DROP ? -change : change;
  }

  private static double boundary(Direction direction, double tolerancePercent) {
    return direction == Direction.DROP
        ? -Math.log(1 - tolerancePercent / 100)
        : Math.log(1 + tolerancePercent / 100);
  }

  /**
   * The normalised change as a ratio (new / baseline, e.g. 0.87 for a 13 % drop of throughput),
   * with its interval of two standard errors, on the log scale and so never below zero.
   */
  double[] ratioWithInterval(Direction direction) {
    double change = direction == Direction.DROP ? -worseningLn : worseningLn;
    return new double[] {
      Math.exp(change),
      Math.exp(change - 2 * standardErrorLn),
      Math.exp(change + 2 * standardErrorLn)
    };
  }

  /** One line saying what was compared and how it came out. */
  String describe(Direction direction, double tolerancePercent) {
    double[] ratio = ratioWithInterval(direction);
    double limitPercent =
        100 * (direction == Direction.DROP ? 1 - Math.exp(-boundaryLn) : Math.exp(boundaryLn) - 1);
    return String.format(
        Locale.ROOT,
        "%s: %s, normalised ratio to the baseline %.3f [%.3f, %.3f] (%d forks against %d in %d"
            + " runs; β %.2f, σ fork %.3f, σ run %.3f); fails beyond a %s of %.1f%%%s",
        figure,
        switch (step) {
          case PASS_EARLY -> "passed after the first round";
          case CONFIRM -> "not clearly inside, confirming";
          case PASS -> "passed";
          case FAIL -> "FAILED, confirmed by fresh forks";
        },
        ratio[0],
        ratio[1],
        ratio[2],
        forks,
        calibration.forks(),
        calibration.runs(),
        calibration.beta(),
        calibration.sigmaFork(),
        calibration.sigmaRun(),
        direction == Direction.DROP ? "drop" : "rise",
        limitPercent,
        widened
            ? String.format(
                Locale.ROOT,
                " (the budget's %s%% is tighter than this baseline's A/A spread supports)",
                BudgetChecks.percent(tolerancePercent))
            : "");
  }

  /** The baseline's level: the mean of its runs' mean scores, and its uncertainty. */
  private record Level(double meanScore, Calibration calibration, double meanInverseRunSize) {
    static Level of(List<ForkFigure> baseline, Calibration calibration) {
      Map<String, List<Double>> byRun = calibration.scoresByRun(baseline);
      List<Double> means = byRun.values().stream().map(Calibration::mean).toList();
      double inverseSizes =
          byRun.values().stream().mapToDouble(scores -> 1.0 / scores.size()).average().orElse(1);
      return new Level(Calibration.mean(means), calibration, inverseSizes);
    }

    /** The standard error of a new run's mean of {@code n} forks minus this level. */
    double standardError(int n) {
      return calibration.standardError(n, meanInverseRunSize);
    }
  }
}
