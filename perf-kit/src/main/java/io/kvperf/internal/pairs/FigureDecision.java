package io.kvperf.internal.pairs;

import io.kvperf.internal.account.AllocationWithinSlack;
import io.kvperf.internal.account.ArmsAllocation;
import io.kvperf.internal.account.ComparisonLine;
import io.kvperf.internal.account.PairedFigureEstimated;
import io.kvperf.internal.account.PairedFigureJudged;
import io.kvperf.internal.account.PairedFigureNotMeasured;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import io.kvperf.result.Verdict;
import java.util.Optional;

/**
 * One figure's judgement in a comparison of two builds ({@link ArmsDecision}), its line of the
 * account, and its estimate: the mean log ratio and the half-width of its interval ({@code NaN}
 * where it was not measured or decided without one).
 */
record FigureDecision(Judgement judgement, ComparisonLine line, double meanLn, double halfWidthLn) {
  /** The figure's verdict. */
  Verdict verdict() {
    return judgement.verdict();
  }

  /** The figure. */
  Figure figure() {
    return judgement.figure();
  }

  /**
   * The judgement of a figure A against B: {@code meanLn} with its interval of half-width {@code
   * h}, against the budget {@code limitLn} (both log ratios), with the smallest change the pairs
   * detect, {@code detectableLn}, as a worsening.
   */
  private static Judgement judgement(
      Figure figure,
      boolean rise,
      double meanLn,
      double h,
      double limitLn,
      double detectableLn,
      Verdict verdict,
      Reason reason) {
    double worse = rise ? 1 : -1;
    return new Judgement(
        figure,
        new Judgement.Compared(Basis.OTHER_BUILD, "B"),
        new Estimate(Math.exp(meanLn), Math.exp(meanLn - h), Math.exp(meanLn + h)),
        new Limits(Math.exp(limitLn), Math.exp(limitLn), Math.exp(worse * detectableLn)),
        Step.PAIRS,
        verdict,
        reason);
  }

  /**
   * The verdict on {@code figure} against the budget {@code limitLn} (a log ratio), {@code rise}
   * when larger is worse (a p99, allocation), each side's error at most {@code alpha}.
   */
  static FigureDecision of(PairedFigure figure, double limitLn, boolean rise, double alpha) {
    return of(figure, limitLn, rise, alpha, Optional.empty());
  }

  /**
   * {@link #of(PairedFigure, double, boolean, double)}, its line showing {@code allocation}, each
   * arm's bytes per operation, where it is allocation per operation.
   */
  private static FigureDecision of(
      PairedFigure figure,
      double limitLn,
      boolean rise,
      double alpha,
      Optional<ArmsAllocation> allocation) {
    double h = figure.halfWidth(alpha);
    // Oriented so that larger is worse: a p99's rise, a throughput's drop.
    double sign = rise ? 1 : -1;
    double worse = sign * figure.meanLn();
    double limit = sign * limitLn;
    Verdict verdict =
        worse > limit && worse - h > 0
            ? Verdict.FAILED
            : worse + h <= limit ? Verdict.PASSED : Verdict.INCONCLUSIVE;
    Reason reason =
        switch (verdict) {
          case FAILED -> Reason.BEYOND_BUDGET;
          case PASSED -> Reason.WITHIN_BUDGET;
          default -> Reason.UNDECIDED;
        };
    double detectableLn = figure.detectableLn(alpha);
    return new FigureDecision(
        judgement(
            figure.figure(), rise, figure.meanLn(), h, limitLn, detectableLn, verdict, reason),
        new PairedFigureJudged(
            figure.change(alpha), limitLn, verdict, figure.sigmaLn(), detectableLn, allocation),
        figure.meanLn(),
        h);
  }

  /**
   * {@code figure} estimated with its interval at {@code alpha} on each side, and not judged: no
   * budget reads it.
   */
  static FigureDecision estimate(PairedFigure figure, double alpha) {
    double h = figure.halfWidth(alpha);
    return new FigureDecision(
        new Judgement(
            figure.figure(),
            new Judgement.Compared(Basis.OTHER_BUILD, "B"),
            new Estimate(
                Math.exp(figure.meanLn()),
                Math.exp(figure.meanLn() - h),
                Math.exp(figure.meanLn() + h)),
            Limits.NONE,
            Step.PAIRS,
            Verdict.NOT_CHECKED,
            Reason.ESTIMATED_ONLY),
        new PairedFigureEstimated(figure.change(alpha)),
        figure.meanLn(),
        h);
  }

  /**
   * Allocation per operation, A against B, against the budget {@code limitLn}: undecided while a
   * fork could not tell, passed when A allocates at most {@value
   * BudgetFigure#ALLOCATION_SLACK_BYTES} bytes per operation more than B, otherwise judged on the
   * pairs' log ratios (each figure taken as at least one byte) at error {@code alpha}.
   */
  static FigureDecision allocation(ArmPairs pairs, double limitLn, double alpha) {
    double meanA = pairs.allocation().stream().mapToDouble(pair -> pair[0]).average().orElseThrow();
    double meanB = pairs.allocation().stream().mapToDouble(pair -> pair[1]).average().orElseThrow();
    ArmsAllocation allocation = new ArmsAllocation(meanA, meanB);
    if (meanA - meanB <= BudgetFigure.ALLOCATION_SLACK_BYTES) {
      double meanLn = Math.log(Math.max(meanA, 1) / Math.max(meanB, 1));
      return new FigureDecision(
          judgement(
              Figure.BetweenBuilds.ALLOCATION,
              true,
              meanLn,
              Double.NaN,
              limitLn,
              Double.NaN,
              Verdict.PASSED,
              Reason.WITHIN_BUDGET),
          new AllocationWithinSlack(
              Figure.BetweenBuilds.ALLOCATION.label(),
              allocation,
              BudgetFigure.ALLOCATION_SLACK_BYTES),
          meanLn,
          Double.NaN);
    }
    return of(PairSeries.allocationFigure(pairs), limitLn, true, alpha, Optional.of(allocation));
  }

  /** {@code figure}, measured by {@code statistic}, undecided: some fork did not measure it. */
  static FigureDecision notMeasured(Figure figure, Statistic statistic) {
    return new FigureDecision(
        Judgement.unmeasured(figure, "", Verdict.INCONCLUSIVE, Reason.NOT_MEASURED)
            .withBasis(Basis.OTHER_BUILD, "B"),
        new PairedFigureNotMeasured(figure.label(), statistic),
        Double.NaN,
        Double.NaN);
  }
}
