package io.kvperf.internal.report;

import io.kvperf.internal.account.BaselineCalibration;
import io.kvperf.internal.account.BaselineWritten;
import io.kvperf.internal.account.BetaOrigin;
import io.kvperf.internal.account.CalibrationShortfall;
import io.kvperf.internal.account.CalibrationSpan;
import io.kvperf.internal.account.CalibrationSpreads;
import io.kvperf.internal.account.GateBoundary;
import io.kvperf.internal.account.LoadSlopeFigures;
import io.kvperf.internal.account.LoadSlowdown;
import io.kvperf.internal.account.MovedFigure;
import io.kvperf.internal.account.PlanMoved;
import io.kvperf.internal.account.QuietCalibrationWindow;
import io.kvperf.internal.account.Worsening;
import io.kvperf.result.Unit;
import java.time.Duration;
import java.util.Locale;

/**
 * The words of an update's account ({@code -Dkvperf.baseline=update}): what it wrote, what each
 * figure's calibration supports, what its runs are worth, and what moved; {@link GateAccountText}'s
 * table names these lines.
 */
final class BaselineUpdateText {
  private BaselineUpdateText() {}

  /**
   * {@code plan: <before>\n → <after>}; an entry of a kvperf that kept no plan prints as it always
   * has.
   */
  static String plan(PlanMoved plan) {
    return "  plan: " + plan.before().orElse("null") + "\n     → " + plan.after();
  }

  /**
   * The least distance of the gated figures' boundaries and why: {@code 2.37 standard errors: 1
   * gated figure on this machine's baselines share a 0.9% false-alarm rate}.
   */
  static String boundary(GateBoundary boundary) {
    return String.format(
        Locale.ROOT,
        "%.2f standard errors: %d gated figure%s on this machine's baselines share a %.1f%%"
            + " false-alarm rate",
        boundary.standardErrors(),
        boundary.figures(),
        boundary.figures() == 1 ? "" : "s",
        boundary.falseAlarmPercent());
  }

  static String written(BaselineWritten written) {
    String start =
        switch (written.start()) {
          case NEW_CALIBRATION -> "a new calibration, from this run";
          case ADDED_TO_KEPT_RUNS -> "this run added to the kept runs";
        };
    String state =
        written.runs() >= written.runsNeeded()
            ? written.runs() + " runs kept, checkable"
            : written.runs()
                + " of the "
                + written.runsNeeded()
                + " runs at different times a check needs; run -Dkvperf.baseline=update again later";
    return "baseline written to " + written.file() + ": " + start + "; " + state;
  }

  static String calibration(BaselineCalibration line) {
    CalibrationSpreads spreads = line.spreads();
    return String.format(
        Locale.ROOT,
        "  calibration of %s: σ raw %.3f, σ plain ratio %.3f, β %.2f (%s), σ fork %.3f, σ run %.3f (%d forks in %d"
            + " runs); smallest supported tolerance with %d+%d forks %.1f%% (at %s), with any"
            + " number of forks %.1f%% (σ run's share)",
        line.figure(),
        spreads.sigmaRaw(),
        spreads.sigmaPlainRatio(),
        spreads.beta(),
        betaOrigin(line.beta()),
        spreads.sigmaFork(),
        spreads.sigmaRun(),
        spreads.forks(),
        spreads.runs(),
        line.forks(),
        line.forks(),
        line.supportedPercent(),
        boundary(line.boundary()),
        line.anyForksPercent());
  }

  private static String betaOrigin(BetaOrigin origin) {
    String moved =
        String.format(
            Locale.ROOT, "the reference's run means moved %.1f %%", origin.referenceMovedPercent());
    String assumed =
        "assumed: "
            + origin
                .load()
                .map(load -> "beside the kit's load " + load(load) + ", not identified; ")
                .orElse("")
            + moved
            + ", ";
    return switch (origin.source()) {
      case OLDER_RULE -> "recorded by an older rule";
      case LOAD -> "measured beside the kit's load: " + load(origin.load().orElseThrow());
      case RUNS -> "measured: " + moved;
      case ASSUMED_TOO_LITTLE_DRIFT ->
          assumed + "too little to measure how the engine follows the machine";
      case ASSUMED_NOT_FOLLOWED ->
          assumed
              + "but the engine's run means did not follow it closely enough to measure a slope";
      case NO_REFERENCE -> "no reference: raw figures";
    };
  }

  /**
   * The load's effect on the reference and the slope it measured, with its standard error where the
   * runs could give one.
   */
  private static String load(LoadSlopeFigures load) {
    boolean known = load.slopeStandardError().isPresent();
    return String.format(
        Locale.ROOT,
        "the reference moved %+.1f %%, the engine's slope on it %.2f%s in %d run%s%s",
        load.referenceMovedPercent(),
        load.slope(),
        known ? String.format(Locale.ROOT, " ± %.2f", load.slopeStandardError().getAsDouble()) : "",
        load.runs(),
        load.runs() == 1 ? "" : "s",
        known ? "" : ", too few forks to know its uncertainty");
  }

  static String shortfall(CalibrationShortfall line) {
    String advice =
        line.forksPerRunNeeded().isPresent()
            ? String.format(
                Locale.ROOT,
                "about %d forks per run would support it, if the spreads stay as measured",
                line.forksPerRunNeeded().getAsLong())
            : String.format(
                Locale.ROOT,
                "no number of forks would (σ run's share alone is %.1f%%): record runs at other"
                    + " times, hours apart, or compare two builds in one run (kvperf.compare),"
                    + " whose estimate has no between-run part",
                line.runSharePercent());
    return String.format(
        Locale.ROOT,
        "  the budget's %s is tighter than this calibration supports for %s: a check of %d+%d"
            + " forks fails only beyond %.1f%%; %s",
        (line.worsening() == Worsening.DROP ? "throughputDrop = " : "p99Rise = ")
            + GateNumbers.budget(line.tolerancePercent())
            + "%",
        line.figure(),
        line.forks(),
        line.forks(),
        line.boundaryPercent(),
        advice);
  }

  static String span(CalibrationSpan line) {
    return String.format(
        Locale.ROOT,
        "  the runs span %s; the reference's run means moved %.1f %% (this kind of"
            + " machine drifts about %.0f %% between runs: GateRule.MACHINE_DRIFT_LN)",
        span(line.span()),
        line.referenceMovedPercent(),
        line.machineDriftPercent());
  }

  private static String span(Duration span) {
    long minutes = span.toMinutes();
    return minutes < 120
        ? minutes + " min"
        : String.format(Locale.ROOT, "%.1f h", span.toSeconds() / 3600.0);
  }

  static String slowdown(LoadSlowdown line) {
    return String.format(
        Locale.ROOT,
        "  the kit's CPU load slowed the reference %.0f %% in the forks beside it: checks"
            + " on a machine that slow lie inside the calibrated range%s",
        line.slowdownPercent(),
        line.beta() == BetaOrigin.Source.LOAD
            ? ", and β is the engine's slope measured there"
            : ", but the engine's response was too unclear to measure β there");
  }

  static String quiet(QuietCalibrationWindow line) {
    return "  a short or quiet window: it cannot show how the engine follows the machine's slow"
        + " and fast hours, so β is 1 where neither the runs nor the kit's load could"
        + " measure it and σ run includes the drift they did not see; a tolerance measured"
        + " from these runs alone would be optimistic. To calibrate it: run the update again"
        + " hours apart, or on another day, under the load the checks will meet (up to "
        + line.maxRuns()
        + " runs are kept)";
  }

  static String moved(MovedFigure line) {
    String unit = line.unit().map(Unit::symbol).orElse("");
    String name = line.figure();
    if (line.before().isEmpty()) {
      return String.format(
          Locale.ROOT,
          "  %s: (new) → %s %s",
          name,
          GateNumbers.stored(line.after().getAsDouble()),
          unit);
    }
    double before = line.before().getAsDouble();
    if (line.after().isEmpty()) {
      return String.format(
          Locale.ROOT, "  %s: %s %s → (gone)", name, GateNumbers.stored(before), unit);
    }
    double after = line.after().getAsDouble();
    String change =
        before == 0
            ? ""
            : String.format(Locale.ROOT, " (%+.1f%%)", (after - before) / before * 100);
    return String.format(
        Locale.ROOT,
        "  %s: %s → %s %s%s",
        name,
        GateNumbers.stored(before),
        GateNumbers.stored(after),
        unit,
        change);
  }
}
