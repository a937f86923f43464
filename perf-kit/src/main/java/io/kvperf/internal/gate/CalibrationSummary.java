package io.kvperf.internal.gate;

import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.ScoreComparison.Direction;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.stats.LoadSlope;
import io.kvperf.internal.store.GatedFigures;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/** What a {@link Calibration} says in an update's message: its spreads, β and where β came from. */
final class CalibrationSummary {
  private CalibrationSummary() {}

  /**
   * One line for the update's message: the spreads, β and where it came from, and the smallest drop
   * (of throughput) or rise (of a p99) a run of {@code forks} forks plus a confirmation round of as
   * many can be held to in a build that gates {@code gated} figures ({@link
   * GatedFigures#boundaryStandardErrors()}); and the smallest any number of forks could be held to,
   * which σ run alone sets: where that is above the budget, more forks do not help, runs at other
   * times or a comparison of two builds in one run do.
   */
  static String describe(Calibration calibration, String figure, int forks, GatedFigures gated) {
    double confirmed = Detection.confirmedStandardError(calibration, forks);
    double anyForks = runShare(calibration);
    double z = gated.boundaryStandardErrors();
    Direction direction = Direction.of(figure);
    return String.format(
        Locale.ROOT,
        "%s: σ raw %.3f, σ plain ratio %.3f, β %.2f (%s), σ fork %.3f, σ run %.3f (%d forks in %d"
            + " runs); smallest supported tolerance with %d+%d forks %.1f%% (at %s), with any"
            + " number of forks %.1f%% (σ run's share)",
        figure,
        calibration.sigmaRaw(),
        calibration.sigmaPlainRatio(),
        calibration.beta(),
        betaOrigin(calibration),
        calibration.sigmaFork(),
        calibration.sigmaRun(),
        calibration.forks(),
        calibration.runs(),
        forks,
        forks,
        direction.percent(z * confirmed),
        gated.describe(),
        direction.percent(z * anyForks));
  }

  /**
   * What the checks will make of {@code figure}'s budget if this calibration cannot support it, for
   * the update's message: the tolerance a check of {@code forks} forks plus as many again is held
   * to, and how many forks per run (the update's and the check's alike) would support the budget if
   * the spreads stay as measured, or that no number would, σ run's share alone being wider. Empty
   * when the budget names no tolerance for the figure, or the calibration supports it.
   */
  static Optional<String> shortfall(
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
    String advice;
    if (z * runShare >= toleranceLn) {
      advice =
          String.format(
              Locale.ROOT,
              "no number of forks would (σ run's share alone is %.1f%%): record runs at other"
                  + " times, hours apart, or compare two builds in one run (kvperf.compare),"
                  + " whose estimate has no between-run part",
              direction.percent(z * runShare));
    } else {
      // The check's 2n forks and the baseline's runs of n forks each: se² = σ_run²·(1 + 1/runs)
      // + σ_fork²·(runs + 2) / (2·runs·n), solved for the n that puts z·se at the budget.
      double room = Math.pow(toleranceLn / z, 2) - runShare * runShare;
      double sigmaFork = calibration.sigmaFork();
      long needed = (long) Math.ceil(sigmaFork * sigmaFork * (runs + 2) / (2.0 * runs * room));
      advice =
          String.format(
              Locale.ROOT,
              "about %d forks per run would support it, if the spreads stay as measured",
              needed);
    }
    return Optional.of(
        String.format(
            Locale.ROOT,
            "the budget's %s is tighter than this calibration supports for %s: a check of %d+%d"
                + " forks fails only beyond %.1f%%; %s",
            (direction == Direction.DROP ? "throughputDrop = " : "p99Rise = ")
                + BudgetChecks.percent(tolerancePercent)
                + "%",
            figure,
            forks,
            forks,
            detection.boundaryPercent(),
            advice));
  }

  /** The standard error no number of forks can beat: σ run's share alone. */
  private static double runShare(Calibration calibration) {
    return calibration.standardError(Integer.MAX_VALUE, 0);
  }

  private static String betaOrigin(Calibration calibration) {
    if (calibration.betaSource() == null) {
      return "recorded by an older rule";
    }
    Double driftLn = calibration.referenceDriftLn();
    double drift = driftLn == null ? 0 : driftLn;
    String moved =
        String.format(
            Locale.ROOT, "the reference's run means moved %.1f %%", 100 * (Math.exp(drift) - 1));
    return switch (calibration.betaSource()) {
      case LOAD -> "measured beside the kit's load: " + load(calibration.load());
      case RUNS -> "measured: " + moved;
      case ASSUMED ->
          "assumed: "
              + (calibration.load() == null
                  ? ""
                  : "beside the kit's load " + load(calibration.load()) + ", not identified; ")
              + moved
              + ", "
              + (drift < GateRule.MIN_IDENTIFYING_DRIFT_LN
                  ? "too little to measure how the engine follows the machine"
                  : "but the engine's run means did not follow it closely enough to measure a"
                      + " slope");
      case NONE -> "no reference: raw figures";
    };
  }

  /**
   * The load's effect on the reference and the slope it measured, with its standard error where the
   * runs could give one ({@link LoadSlope}).
   */
  private static String load(LoadSlope load) {
    boolean known = !Double.isNaN(load.standardError());
    return String.format(
        Locale.ROOT,
        "the reference moved %+.1f %%, the engine's slope on it %.2f%s in %d run%s%s",
        100 * (Math.exp(load.shiftLn()) - 1),
        load.slope(),
        known ? String.format(Locale.ROOT, " ± %.2f", load.standardError()) : "",
        load.runs(),
        load.runs() == 1 ? "" : "s",
        known ? "" : ", too few forks to know its uncertainty");
  }
}
