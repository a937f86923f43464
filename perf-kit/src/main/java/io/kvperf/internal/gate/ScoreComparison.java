package io.kvperf.internal.gate;

import io.kvperf.internal.account.CalibrationSpreads;
import io.kvperf.internal.account.ForkBoundary;
import io.kvperf.internal.account.ForkComparison;
import io.kvperf.internal.account.Worsening;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.ForkFigure;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.stats.Moments;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.GatedFigures;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One figure of a new run compared with its calibrated baseline, by {@link GateRule}: a step of the
 * sequential decision, with the estimate that led to it.
 *
 * @param figure what was compared: throughput, or an operation type's p99 latency
 * @param step what the gate does next
 * @param worseningLn how much worse the new run's mean score is than the baseline's level, natural
 *     log units (positive is worse: a drop of throughput, a rise of latency)
 * @param standardErrorLn the standard error of {@code worseningLn}
 * @param bound the worsening beyond which the figure fails, and what set it
 * @param calibration the calibration of the baseline
 * @param forks the new forks compared
 */
record ScoreComparison(
    Figure figure,
    Step step,
    double worseningLn,
    double standardErrorLn,
    Bound bound,
    Calibration calibration,
    int forks) {

  /**
   * A boundary, whether it was widened past the budget, and the extrapolation it allows for.
   *
   * @param limitLn the worsening beyond which the figure fails, natural log
   * @param widened whether the boundary is wider than the budget because the calibration cannot
   *     support the budget's
   * @param outsideLn how far the new forks' mean reference lies outside the range of the baseline's
   *     runs' means, natural log, signed as the reference moved (0 inside the range or without a
   *     reference): the normalisation is extrapolated by this much, and the boundary allows for its
   *     possible bias
   * @param gated the figures the build gates, which set the boundary's least distance in standard
   *     errors
   */
  record Bound(double limitLn, boolean widened, double outsideLn, GatedFigures gated) {}

  /** The worsening beyond which the figure fails, natural log. */
  double boundaryLn() {
    return bound.limitLn();
  }

  /** Whether the boundary is wider than the budget: the calibration cannot support the budget's. */
  boolean widened() {
    return bound.widened();
  }

  /** How far the new forks' reference lies outside the calibrated range, natural log. */
  double outsideLn() {
    return bound.outsideLn();
  }

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
    RISE;

    /** The way {@code figure} ({@code throughput}, {@code p99.<operation>}) gets worse. */
    static Direction of(String figure) {
      return figure.equals(BaselineEntry.THROUGHPUT) ? DROP : RISE;
    }

    /**
     * A budget's tolerance as a worsening on the log scale: {@code −ln(1 − drop)}, {@code ln(1 +
     * rise)}.
     */
    double toleranceLn(double tolerancePercent) {
      return this == DROP
          ? -Math.log(1 - tolerancePercent / 100)
          : Math.log(1 + tolerancePercent / 100);
    }

    /** This direction as the gate's account names it. */
    Worsening worsening() {
      return this == DROP ? Worsening.DROP : Worsening.RISE;
    }

    /** A worsening on the log scale as the percent a budget names: a drop, or a rise. */
    double percent(double worseningLn) {
      return 100 * (this == DROP ? 1 - Math.exp(-worseningLn) : Math.exp(worseningLn) - 1);
    }
  }

  /**
   * One figure's question to its baseline: how much worse may it get, judged on what.
   *
   * @param figure what is compared: throughput, or an operation type's p99 latency
   * @param baseline the baseline's forks of the figure
   * @param calibration the calibration of the baseline
   * @param direction which way the figure gets worse
   * @param tolerancePercent the budget's tolerance
   * @param gated the figures the build gates
   */
  record Question(
      Figure figure,
      List<ForkFigure> baseline,
      Calibration calibration,
      Direction direction,
      double tolerancePercent,
      GatedFigures gated) {

    /** The first round's step: pass early, or confirm with {@code confirmationForks} more. */
    ScoreComparison first(List<ForkFigure> round, int confirmationForks) {
      BaselineLevel level = level();
      double worsening = worsening(level, round);
      double se = level.standardError(round.size());
      double floor =
          gated.boundaryStandardErrors() * level.standardError(round.size() + confirmationForks);
      Bound bound = bound(level, floor, level.outside(round));
      Step step =
          worsening + GateRule.PASS_EARLY_SE * se < bound.limitLn()
              ? Step.PASS_EARLY
              : Step.CONFIRM;
      return comparison(step, worsening, se, bound, round.size());
    }

    /**
     * The final step after a confirmation round: fail when the estimate over all forks lies beyond
     * the boundary and the fresh forks agree, that is, they alone are not clearly inside it by the
     * test that passes a first round early ({@link GateRule#PASS_EARLY_SE}).
     */
    ScoreComparison confirmed(List<ForkFigure> first, List<ForkFigure> confirmation) {
      BaselineLevel level = level();
      List<ForkFigure> all = new ArrayList<>(first);
      all.addAll(confirmation);
      double worsening = worsening(level, all);
      double fresh = worsening(level, confirmation);
      double se = level.standardError(all.size());
      Bound bound = bound(level, gated.boundaryStandardErrors() * se, level.outside(all));
      boolean freshAgrees =
          fresh + GateRule.PASS_EARLY_SE * level.standardError(confirmation.size())
              >= bound.limitLn();
      Step step = worsening > bound.limitLn() && freshAgrees ? Step.FAIL : Step.PASS;
      return comparison(step, worsening, se, bound, all.size());
    }

    private BaselineLevel level() {
      return BaselineLevel.of(baseline, calibration);
    }

    /** The worsening of {@code forks}' mean score from the baseline's level. */
    private double worsening(BaselineLevel level, List<ForkFigure> forks) {
      double mean = Moments.mean(forks.stream().map(calibration::score).toList());
      double change = mean - level.meanScore();
      return direction == Direction.DROP ? -change : change;
    }

    /**
     * The boundary: the budget's tolerance or {@code floorLn}, whichever is wider, plus the
     * allowance for a reference {@code outsideLn} the baseline's range.
     */
    private Bound bound(BaselineLevel level, double floorLn, double outsideLn) {
      double budgetLn = direction.toleranceLn(tolerancePercent);
      return new Bound(
          Math.max(budgetLn, floorLn) + level.allowance(outsideLn),
          floorLn > budgetLn,
          outsideLn,
          gated);
    }

    private ScoreComparison comparison(
        Step step, double worsening, double se, Bound bound, int forks) {
      return new ScoreComparison(figure, step, worsening, se, bound, calibration, forks);
    }
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

  /**
   * This step as a judgement: the change as a ratio to the baseline with its interval, the budget
   * and the boundary as ratios, and the smallest change a run of these forks catches four times in
   * five ({@link GateRule#DETECTION_POWER_SE} standard errors beyond the boundary).
   */
  Judgement judgement(Direction direction, double tolerancePercent) {
    double[] ratio = ratioWithInterval(direction);
    double sign = direction == Direction.DROP ? -1 : 1;
    boolean failed = step == Step.FAIL;
    return new Judgement(
        figure,
        new Judgement.Compared(Basis.BASELINE, ""),
        new Estimate(ratio[0], ratio[1], ratio[2]),
        new Limits(
            Math.exp(sign * direction.toleranceLn(tolerancePercent)),
            Math.exp(sign * boundaryLn()),
            Math.exp(sign * (boundaryLn() + GateRule.DETECTION_POWER_SE * standardErrorLn))),
        step == Step.PASS_EARLY ? Judgement.Step.FIRST_LOOK : Judgement.Step.CONFIRMATION,
        failed ? Verdict.FAILED : Verdict.PASSED,
        failed ? Reason.BEYOND_BUDGET : Reason.WITHIN_BUDGET);
  }

  /** What was compared and how it came out, as a line of the gate's account. */
  ForkComparison line(Direction direction, double tolerancePercent) {
    double[] ratio = ratioWithInterval(direction);
    return new ForkComparison(
        figure.label(),
        direction.worsening(),
        switch (step) {
          case PASS_EARLY -> ForkComparison.Round.PASSED_EARLY;
          case CONFIRM -> ForkComparison.Round.CONFIRMING;
          case PASS -> ForkComparison.Round.PASSED;
          case FAIL -> ForkComparison.Round.FAILED;
        },
        new Estimate(ratio[0], ratio[1], ratio[2]),
        forks,
        spreads(calibration),
        new ForkBoundary(
            direction.percent(boundaryLn()),
            widened()
                ? Optional.of(new ForkBoundary.Widened(tolerancePercent, bound.gated().boundary()))
                : Optional.empty(),
            outsideCalibration(direction)));
  }

  /** {@code calibration} as the gate's accounts report it. */
  static CalibrationSpreads spreads(Calibration calibration) {
    return new CalibrationSpreads(
        calibration.plainSpreads().sigmaRaw(),
        calibration.plainSpreads().sigmaPlainRatio(),
        calibration.normalisation().beta(),
        calibration.spread().sigmaFork(),
        calibration.spread().sigmaRun(),
        calibration.forks(),
        calibration.runs());
  }

  /**
   * The machine named as outside the calibration's range, when the reference lies beyond it by more
   * than {@link GateRule#OUTSIDE_CALIBRATION_LN}; empty otherwise.
   */
  private Optional<ForkBoundary.Extrapolated> outsideCalibration(Direction direction) {
    if (Math.abs(outsideLn()) <= GateRule.OUTSIDE_CALIBRATION_LN) {
      return Optional.empty();
    }
    // A slower machine lowers the reference's throughput and raises its latency; the speed it
    // lost (or gained) is read off the reference's figure either way.
    boolean slower = direction == Direction.DROP ? outsideLn() < 0 : outsideLn() > 0;
    double shift = Math.abs(outsideLn());
    return Optional.of(
        new ForkBoundary.Extrapolated(
            slower ? ForkBoundary.Speed.SLOWER : ForkBoundary.Speed.FASTER,
            100 * (slower ? 1 - Math.exp(-shift) : Math.exp(shift) - 1),
            100 * calibration.slopeError() * shift,
            calibration.slopeError()));
  }
}
