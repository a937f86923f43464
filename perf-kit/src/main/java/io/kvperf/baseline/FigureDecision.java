package io.kvperf.baseline;

import io.kvperf.baseline.GateOutcome.Verdict;
import java.util.Locale;

/**
 * One figure's verdict in a comparison of two builds ({@link ArmsDecision}), its line for the
 * message, and its estimate: the mean log ratio and the half-width of its interval ({@code NaN}
 * where it was not measured or decided without one).
 */
record FigureDecision(
    Verdict verdict, String account, String figure, double meanLn, double halfWidthLn) {

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
    return new FigureDecision(verdict, account, figure.name(), figure.meanLn(), h);
  }
}
