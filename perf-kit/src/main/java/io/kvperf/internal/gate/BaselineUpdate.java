package io.kvperf.internal.gate;

import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.stats.StoredPrecision;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.Figures;
import io.kvperf.internal.store.GatedFigures;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.internal.store.StoredFork;
import io.kvperf.result.PerfResult;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What an update writes: the run's forks added to the entry's kept runs (the same plan on the same
 * machine), so that a baseline accumulates the A/A runs at different times its calibration needs;
 * the oldest runs dropped beyond {@link GateRule#MAX_RUNS}. It never restarts an entry by itself:
 * an update whose level differs from the kept runs' may be the engine's deliberate change or a
 * drift the calibration had not yet seen, and only its author knows which. A first rule restarted
 * on a difference beyond three standard errors, and threw away a quiet window's calibration on the
 * first ordinary run after it. After a deliberate change, delete the engine's entry and record
 * three runs; meanwhile the mixed runs only widen the spread, which never cries wolf.
 *
 * @param entry the entry to write
 * @param note what happened to the kept runs, for the message
 */
public record BaselineUpdate(BaselineEntry entry, String note) {

  public static BaselineUpdate of(
      Optional<BaselineEntry> before,
      PerfResult result,
      PlanFingerprint plan,
      Instant now,
      Budgets budget,
      GatedFigures gated) {
    String run = now.truncatedTo(ChronoUnit.SECONDS).toString();
    List<StoredFork> fresh =
        result.forks().stream().map(fork -> StoredFork.of(run, fork).rounded()).toList();
    List<StoredFork> kept =
        before.filter(entry -> entry.isFor(plan)).map(BaselineEntry::forks).orElse(List.of());
    String note =
        kept.isEmpty() ? "a new calibration, from this run" : "this run added to the kept runs";
    List<StoredFork> all = new ArrayList<>(kept);
    all.addAll(fresh);
    all = newestRuns(all);
    int runs = (int) all.stream().map(StoredFork::run).distinct().count();
    BaselineEntry entry = entry(result, plan, all);
    // The tolerance a check of as many forks as this run measured alone can be held to.
    int forksAlone = (int) fresh.stream().filter(fork -> !fork.besideLoad()).count();
    return new BaselineUpdate(
        entry,
        String.format(
            Locale.ROOT,
            "%s; %s%s%s",
            note,
            state(runs),
            calibration(entry, forksAlone, budget, gated),
            worth(all, entry, runs)));
  }

  /** The entry of {@code result}'s engine under {@code plan}, of the forks {@code all} kept. */
  private static BaselineEntry entry(
      PerfResult result, PlanFingerprint plan, List<StoredFork> all) {
    return new BaselineEntry(
        result.engine(),
        plan.hash(),
        plan.description(),
        result.scale(),
        result.environment(),
        StoredPrecision.round(
            all.stream()
                .filter(fork -> !fork.besideLoad())
                .mapToDouble(StoredFork::opsPerSecond)
                .average()
                .orElse(0)),
        all,
        Figures.calibrate(all),
        GateRule.parameters(),
        result.metrics().keyFigures().entrySet().stream()
            .collect(
                Collectors.toMap(
                    e -> e.getKey().storedName(), e -> StoredPrecision.round(e.getValue()))));
  }

  /** Whether {@code runs} kept runs are enough for a check, and if not, what to do. */
  private static String state(int runs) {
    return runs >= GateRule.MIN_RUNS
        ? runs + " runs kept, checkable"
        : runs
            + " of the "
            + GateRule.MIN_RUNS
            + " runs at different times a check needs; run -Dkvperf.baseline=update again later";
  }

  /**
   * A line per calibrated figure of {@code entry}: what a check of {@code forksAlone} forks can be
   * held to, and where that falls short of the budget.
   */
  private static String calibration(
      BaselineEntry entry, int forksAlone, Budgets budget, GatedFigures gated) {
    StringBuilder calibration = new StringBuilder();
    entry
        .calibration()
        .forEach(
            (figure, calibrated) -> {
              calibration
                  .append("\n  calibration of ")
                  .append(CalibrationSummary.describe(calibrated, figure, forksAlone, gated));
              CalibrationSummary.shortfall(calibrated, figure, budget, forksAlone, gated)
                  .ifPresent(line -> calibration.append("\n  ").append(line));
            });
    return calibration.toString();
  }

  /**
   * What the calibration is worth: how long its runs span and how far the machine moved across
   * them, and, where that is too little, why its tolerance rests on the assumed drift and how to
   * measure it.
   */
  private static String worth(List<StoredFork> forks, BaselineEntry entry, int runs) {
    if (runs < 2) {
      return "";
    }
    Duration span = span(forks.stream().map(StoredFork::run).distinct().toList());
    Calibration throughput = entry.calibration().get(BaselineEntry.THROUGHPUT);
    double drift =
        throughput == null || throughput.referenceDriftLn() == null
            ? 0
            : throughput.referenceDriftLn();
    boolean assumed =
        entry.calibration().values().stream()
            .anyMatch(
                c ->
                    c.betaSource() != Calibration.BetaSource.RUNS
                        && c.betaSource() != Calibration.BetaSource.LOAD);
    StringBuilder worth =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "\n  the runs span %s; the reference's run means moved %.1f %% (this kind of"
                    + " machine drifts about %.0f %% between runs: GateRule.MACHINE_DRIFT_LN)",
                describe(span),
                100 * (Math.exp(drift) - 1),
                100 * (Math.exp(GateRule.MACHINE_DRIFT_LN) - 1)));
    if (throughput != null && throughput.load() != null) {
      worth.append(
          String.format(
              Locale.ROOT,
              "\n  the kit's CPU load slowed the reference %.0f %% in the forks beside it: checks"
                  + " on a machine that slow lie inside the calibrated range%s",
              100 * (1 - Math.exp(throughput.load().shiftLn())),
              throughput.betaSource() == Calibration.BetaSource.LOAD
                  ? ", and β is the engine's slope measured there"
                  : ", but the engine's response was too unclear to measure β there"));
    }
    if (assumed || span.compareTo(GateRule.MIN_CALIBRATION_SPAN) < 0) {
      worth.append(
          "\n  a short or quiet window: it cannot show how the engine follows the machine's slow"
              + " and fast hours, so β is 1 where neither the runs nor the kit's load could"
              + " measure it and σ run includes the drift they did not see; a tolerance measured"
              + " from these runs alone would be optimistic. To calibrate it: run the update again"
              + " hours apart, or on another day, under the load the checks will meet (up to "
              + GateRule.MAX_RUNS
              + " runs are kept)");
    }
    return worth.toString();
  }

  /** From the first run's start to the last's; zero if a run is not named by its start time. */
  private static Duration span(List<String> runs) {
    try {
      return Duration.between(Instant.parse(runs.get(0)), Instant.parse(runs.get(runs.size() - 1)))
          .abs();
    } catch (DateTimeParseException e) {
      return Duration.ZERO;
    }
  }

  private static String describe(Duration span) {
    long minutes = span.toMinutes();
    return minutes < 120
        ? minutes + " min"
        : String.format(Locale.ROOT, "%.1f h", span.toSeconds() / 3600.0);
  }

  private static List<StoredFork> newestRuns(List<StoredFork> forks) {
    List<String> runs = forks.stream().map(StoredFork::run).distinct().toList();
    if (runs.size() <= GateRule.MAX_RUNS) {
      return forks;
    }
    List<String> keep = runs.subList(runs.size() - GateRule.MAX_RUNS, runs.size());
    return forks.stream().filter(fork -> keep.contains(fork.run())).toList();
  }
}
