package io.kvperf.internal.pairs;

import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.Locale;

/**
 * One figure's judgement in a comparison of two builds ({@link ArmsDecision}), its line for the
 * message, and its estimate: the mean log ratio and the half-width of its interval ({@code NaN}
 * where it was not measured or decided without one).
 */
record FigureDecision(Judgement judgement, String account, double meanLn, double halfWidthLn) {
  private static final String ALLOCATION = "allocation per operation";

  /** The figure's verdict. */
  Verdict verdict() {
    return judgement.verdict();
  }

  /** The figure's name. */
  String figure() {
    return judgement.figure();
  }

  /**
   * The judgement of a figure A against B: {@code meanLn} with its interval of half-width {@code
   * h}, against the budget {@code limitLn} (both log ratios), with the smallest change the pairs
   * detect, {@code detectableLn}, as a worsening.
   */
  private static Judgement judgement(
      String figure,
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
        !rise,
        Basis.OTHER_BUILD,
        "B",
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
    double h = figure.halfWidth(alpha);
    // Oriented so that larger is worse: a p99's rise, a throughput's drop.
    double sign = rise ? 1 : -1;
    double worse = sign * figure.meanLn();
    double limit = sign * limitLn;
    Verdict verdict =
        worse > limit && worse - h > 0
            ? Verdict.FAILED
            : worse + h <= limit ? Verdict.PASSED : Verdict.INCONCLUSIVE;
    String budgetText =
        String.format(Locale.ROOT, "budget %+.1f %%", PairedFigure.percent(limitLn));
    String account = figure.describe(alpha) + ", " + budgetText + ": " + verdict;
    if (verdict == Verdict.INCONCLUSIVE) {
      account +=
          String.format(
              Locale.ROOT,
              " (sigma per pair %.3f; these pairs detect a change of %.1f %% or more from the"
                  + " estimate)",
              figure.sigmaLn(),
              PairedFigure.percent(figure.detectableLn(alpha)));
    }
    Reason reason =
        switch (verdict) {
          case FAILED -> Reason.BEYOND_BUDGET;
          case PASSED -> Reason.WITHIN_BUDGET;
          default -> Reason.UNDECIDED;
        };
    return new FigureDecision(
        judgement(
            figure.name(),
            rise,
            figure.meanLn(),
            h,
            limitLn,
            figure.detectableLn(alpha),
            verdict,
            reason),
        account,
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
            figure.name(),
            true,
            Basis.OTHER_BUILD,
            "B",
            new Estimate(
                Math.exp(figure.meanLn()),
                Math.exp(figure.meanLn() - h),
                Math.exp(figure.meanLn() + h)),
            Limits.NONE,
            Step.PAIRS,
            Verdict.NOT_CHECKED,
            Reason.ESTIMATED_ONLY),
        figure.describe(alpha) + ", no budget: not judged",
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
    String figures = String.format(Locale.ROOT, " (A %.1f B/op, B %.1f B/op)", meanA, meanB);
    if (meanA - meanB <= BudgetFigure.ALLOCATION_SLACK_BYTES) {
      double meanLn = Math.log(Math.max(meanA, 1) / Math.max(meanB, 1));
      return new FigureDecision(
          judgement(
              ALLOCATION,
              true,
              meanLn,
              Double.NaN,
              limitLn,
              Double.NaN,
              Verdict.PASSED,
              Reason.WITHIN_BUDGET),
          ALLOCATION
              + figures
              + String.format(
                  Locale.ROOT,
                  ": A allocates at most %.0f B/op more than B, below which no budget fails: PASSED",
                  BudgetFigure.ALLOCATION_SLACK_BYTES),
          meanLn,
          Double.NaN);
    }
    FigureDecision decision = of(PairSeries.allocationFigure(pairs), limitLn, true, alpha);
    return new FigureDecision(
        decision.judgement(),
        decision.account() + figures,
        decision.meanLn(),
        decision.halfWidthLn());
  }

  /** A figure undecided: some fork did not measure it. */
  static FigureDecision notMeasured(PairSeries.Unmeasured unmeasured) {
    return new FigureDecision(
        Judgement.unmeasured(unmeasured.figure(), "", Verdict.INCONCLUSIVE, Reason.NOT_MEASURED)
            .withBasis(Basis.OTHER_BUILD, "B"),
        unmeasured.figure() + ": not measured in every fork (" + unmeasured.why() + ")",
        Double.NaN,
        Double.NaN);
  }
}
