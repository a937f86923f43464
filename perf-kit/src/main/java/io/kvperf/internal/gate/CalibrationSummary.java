package io.kvperf.internal.gate;

import io.kvperf.internal.account.BaselineCalibration;
import io.kvperf.internal.account.BetaOrigin;
import io.kvperf.internal.account.CalibrationShortfall;
import io.kvperf.internal.account.LoadSlopeFigures;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.ScoreComparison.Direction;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.stats.LoadSlope;
import io.kvperf.internal.store.GatedFigures;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** What a {@link Calibration} says in an update's account: its spreads, β and where β came from. */
final class CalibrationSummary {
  private CalibrationSummary() {}

  /**
   * The update's line on {@code figure}'s calibration: the spreads, β and where it came from, and
   * the smallest drop (of throughput) or rise (of a p99) a run of {@code forks} forks plus a
   * confirmation round of as many can be held to in a build that gates {@code gated} figures
   * ({@link GatedFigures#boundaryStandardErrors()}); and the smallest any number of forks could be
   * held to, which σ run alone sets: where that is above the budget, more forks do not help, runs
   * at other times or a comparison of two builds in one run do.
   */
  static BaselineCalibration line(
      Calibration calibration, String figure, int forks, GatedFigures gated) {
    double confirmed = Detection.confirmedStandardError(calibration, forks);
    double z = gated.boundaryStandardErrors();
    Direction direction = Direction.of(figure);
    return new BaselineCalibration(
        figure,
        ScoreComparison.spreads(calibration),
        betaOrigin(calibration),
        forks,
        direction.percent(z * confirmed),
        gated.boundary(),
        direction.percent(z * runShare(calibration)));
  }

  /**
   * What the checks will make of {@code figure}'s budget if this calibration cannot support it, for
   * the update's account: the tolerance a check of {@code forks} forks plus as many again is held
   * to, and how many forks per run (the update's and the check's alike) would support the budget if
   * the spreads stay as measured, or that no number would, σ run's share alone being wider. Empty
   * when the budget names no tolerance for the figure, or the calibration supports it.
   */
  static Optional<CalibrationShortfall> shortfall(
      Calibration calibration, String figure, Budgets budget, int forks, GatedFigures gated) {
    Direction direction = Direction.of(figure);
    OptionalDouble budgeted =
        budget.tolerancePercent(
            direction == Direction.DROP ? BudgetFigure.THROUGHPUT : BudgetFigure.P99_LATENCY);
    if (budgeted.isEmpty()) {
      return Optional.empty();
    }
    double tolerancePercent = budgeted.getAsDouble();
    double toleranceLn = direction.toleranceLn(tolerancePercent);
    double z = gated.boundaryStandardErrors();
    int runs = calibration.runs();
    Detection detection =
        new Detection(
            figure, tolerancePercent, Detection.confirmedStandardError(calibration, forks), z);
    if (!detection.widened()) {
      return Optional.empty();
    }
    double runShare = runShare(calibration);
    OptionalLong needed = OptionalLong.empty();
    if (z * runShare < toleranceLn) {
      // The check's 2n forks and the baseline's runs of n forks each: se² = σ_run²·(1 + 1/runs)
      // + σ_fork²·(runs + 2) / (2·runs·n), solved for the n that puts z·se at the budget.
      double room = Math.pow(toleranceLn / z, 2) - runShare * runShare;
      double sigmaFork = calibration.spread().sigmaFork();
      needed =
          OptionalLong.of(
              (long) Math.ceil(sigmaFork * sigmaFork * (runs + 2) / (2.0 * runs * room)));
    }
    return Optional.of(
        new CalibrationShortfall(
            figure,
            direction.worsening(),
            tolerancePercent,
            forks,
            detection.boundaryPercent(),
            direction.percent(z * runShare),
            needed));
  }

  /** The standard error no number of forks can beat: σ run's share alone. */
  private static double runShare(Calibration calibration) {
    return calibration.standardError(Integer.MAX_VALUE, 0);
  }

  /** Where β came from, with the drift the runs saw and what the kit's load measured. */
  static BetaOrigin betaOrigin(Calibration calibration) {
    Double driftLn = calibration.normalisation().referenceDriftLn();
    double drift = driftLn == null ? 0 : driftLn;
    Optional<LoadSlopeFigures> load =
        Optional.ofNullable(calibration.normalisation().load()).map(CalibrationSummary::load);
    BetaOrigin.Source source;
    if (calibration.normalisation().betaSource() == null) {
      source = BetaOrigin.Source.OLDER_RULE;
    } else {
      source =
          switch (calibration.normalisation().betaSource()) {
            case LOAD -> BetaOrigin.Source.LOAD;
            case RUNS -> BetaOrigin.Source.RUNS;
            case ASSUMED ->
                drift < GateRule.MIN_IDENTIFYING_DRIFT_LN
                    ? BetaOrigin.Source.ASSUMED_TOO_LITTLE_DRIFT
                    : BetaOrigin.Source.ASSUMED_NOT_FOLLOWED;
            case NONE -> BetaOrigin.Source.NO_REFERENCE;
          };
    }
    return new BetaOrigin(source, 100 * (Math.exp(drift) - 1), load);
  }

  /**
   * The load's effect on the reference and the slope it measured, with its standard error where the
   * runs could give one ({@link LoadSlope}).
   */
  private static LoadSlopeFigures load(LoadSlope load) {
    return new LoadSlopeFigures(
        100 * (Math.exp(load.shiftLn()) - 1),
        load.slope(),
        Double.isNaN(load.standardError())
            ? OptionalDouble.empty()
            : OptionalDouble.of(load.standardError()),
        load.runs());
  }
}
