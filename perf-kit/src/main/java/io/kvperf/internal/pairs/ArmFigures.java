package io.kvperf.internal.pairs;

import io.kvperf.internal.account.PairsHeading.Unbudgeted;
import io.kvperf.internal.decision.BetweenBuilds;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.FigureKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The figures of a comparison of two builds, each decided against its budget or, where no budget
 * reads it and estimates are wanted, estimated with a 95 % interval and not judged.
 */
final class ArmFigures {
  /** An estimate's error on each side: 95 % two-sided intervals where nothing is judged. */
  static final double ESTIMATE_ALPHA = 0.025;

  private ArmFigures() {}

  /**
   * Every figure of the table that is compared between builds ({@link
   * BudgetFigure#readBetweenBuilds()}), in the table's order: decided at error {@code alpha} where
   * {@code budget} reads it (undecided where a fork did not measure it), estimated where it does
   * not and {@code unbudgeted} says they are estimated (where every fork measured it), left out
   * otherwise.
   */
  static List<FigureDecision> of(
      ArmPairs pairs, Budgets budget, double alpha, Unbudgeted unbudgeted) {
    List<FigureDecision> figures = new ArrayList<>();
    for (BudgetFigure figure : BudgetFigure.readBetweenBuilds()) {
      OptionalDouble tolerance = budget.tolerancePercent(figure);
      Optional<List<PairedFigure>> series = PairSeries.of(pairs, figure);
      if (tolerance.isPresent()) {
        double limitLn =
            Math.log(
                1 + (figure.kind() == FigureKind.DROP ? -1 : 1) * tolerance.getAsDouble() / 100);
        if (series.isEmpty()) {
          figures.add(
              FigureDecision.notMeasured(
                  PairSeries.unmeasured(figure), figure.statistics().get(0)));
        } else if (figure.betweenBuilds() == BetweenBuilds.PAIRS_ABOVE_SLACK) {
          figures.add(FigureDecision.allocation(pairs, limitLn, alpha));
        } else {
          series
              .get()
              .forEach(
                  s ->
                      figures.add(
                          FigureDecision.of(s, limitLn, figure.kind() != FigureKind.DROP, alpha)));
        }
      } else if (unbudgeted == Unbudgeted.ESTIMATED_BESIDE
          && series.isPresent()
          && figure.betweenBuilds() != BetweenBuilds.PAIRS_AGAINST_ANCHOR) {
        series.get().forEach(s -> figures.add(FigureDecision.estimate(s, ESTIMATE_ALPHA)));
      }
    }
    return figures;
  }
}
