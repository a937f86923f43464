package io.kvperf.baseline;

import java.util.Locale;

/** What a {@link Calibration} says in an update's message: its spreads, β and where β came from. */
final class CalibrationSummary {
  private CalibrationSummary() {}

  /**
   * One line for the update's message: the spreads, β and where it came from, and the smallest drop
   * or rise a run of {@code forks} forks plus a confirmation round of as many can be held to in a
   * build that gates {@code gated} figures ({@link GatedFigures#boundaryStandardErrors()}); and the
   * smallest any number of forks could be held to, which σ run alone sets: where that is above the
   * budget, more forks do not help, runs at other times or a comparison of two builds in one run
   * do.
   */
  static String describe(Calibration calibration, String figure, int forks, GatedFigures gated) {
    // Runs of equal size: the mean of 1/n_run over the runs is runs / forks.
    double confirmed =
        calibration.standardError(2 * forks, calibration.runs() / (double) calibration.forks());
    double anyForks = calibration.standardError(Integer.MAX_VALUE, 0);
    double z = gated.boundaryStandardErrors();
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
        100 * (1 - Math.exp(-z * confirmed)),
        gated.describe(),
        100 * (1 - Math.exp(-z * anyForks)));
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
