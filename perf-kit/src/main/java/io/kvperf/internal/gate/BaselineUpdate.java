package io.kvperf.internal.gate;

import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.BaselineWritten;
import io.kvperf.internal.account.CalibrationSpan;
import io.kvperf.internal.account.LoadSlowdown;
import io.kvperf.internal.account.QuietCalibrationWindow;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.stats.BetaSource;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.stats.StoredPrecision;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.EntryKey;
import io.kvperf.internal.store.EntryPlan;
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
 * @param start whether the run started the calibration or joined the kept runs
 * @param calibration the account's lines on each figure's calibration and what its runs are worth
 */
public record BaselineUpdate(
    BaselineEntry entry, BaselineWritten.Start start, List<AccountLine> calibration) {
  /** Copies the lines. */
  public BaselineUpdate {
    calibration = List.copyOf(calibration);
  }

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
    List<StoredFork> all = new ArrayList<>(kept);
    all.addAll(fresh);
    BaselineEntry entry = entry(result, plan, newestRuns(all));
    // The tolerance a check of as many forks as this run measured alone can be held to.
    int forksAlone = (int) fresh.stream().filter(fork -> !fork.besideLoad()).count();
    List<AccountLine> lines = new ArrayList<>();
    entry
        .calibration()
        .forEach(
            (figure, calibrated) -> {
              lines.add(CalibrationSummary.line(calibrated, figure, forksAlone, gated));
              CalibrationSummary.shortfall(calibrated, figure, budget, forksAlone, gated)
                  .ifPresent(lines::add);
            });
    lines.addAll(worth(entry));
    return new BaselineUpdate(
        entry,
        kept.isEmpty()
            ? BaselineWritten.Start.NEW_CALIBRATION
            : BaselineWritten.Start.ADDED_TO_KEPT_RUNS,
        lines);
  }

  /** The account's first line, of the update written to {@code file}. */
  public BaselineWritten written(String file) {
    return new BaselineWritten(file, start, entry.runs().size(), GateRule.MIN_RUNS);
  }

  /** The entry of {@code result}, measured under {@code plan}, keeping {@code forks}. */
  private static BaselineEntry entry(
      PerfResult result, PlanFingerprint plan, List<StoredFork> forks) {
    return new BaselineEntry(
        EntryKey.of(result),
        EntryPlan.of(plan),
        StoredPrecision.round(
            forks.stream()
                .filter(fork -> !fork.besideLoad())
                .mapToDouble(StoredFork::opsPerSecond)
                .average()
                .orElse(0)),
        forks,
        Figures.calibrate(forks),
        GateRule.parameters(),
        result.metrics().keyFigures().entrySet().stream()
            .collect(
                Collectors.toMap(
                    e -> e.getKey().storedName(), e -> StoredPrecision.round(e.getValue()))));
  }

  /**
   * What the calibration is worth: how long its runs span and how far the machine moved across
   * them, and, where that is too little, why its tolerance rests on the assumed drift and how to
   * measure it.
   */
  private static List<AccountLine> worth(BaselineEntry entry) {
    List<String> runs = entry.runs();
    if (runs.size() < 2) {
      return List.of();
    }
    Duration span = span(runs);
    Calibration throughput = entry.calibration().get(BaselineEntry.THROUGHPUT);
    double drift =
        throughput == null || throughput.normalisation().referenceDriftLn() == null
            ? 0
            : throughput.normalisation().referenceDriftLn();
    boolean assumed =
        entry.calibration().values().stream()
            .anyMatch(
                c ->
                    c.normalisation().betaSource() != BetaSource.RUNS
                        && c.normalisation().betaSource() != BetaSource.LOAD);
    List<AccountLine> worth = new ArrayList<>();
    worth.add(
        new CalibrationSpan(
            span, 100 * (Math.exp(drift) - 1), 100 * (Math.exp(GateRule.MACHINE_DRIFT_LN) - 1)));
    if (throughput != null && throughput.normalisation().load() != null) {
      worth.add(
          new LoadSlowdown(
              100 * (1 - Math.exp(throughput.normalisation().load().shiftLn())),
              CalibrationSummary.betaOrigin(throughput).source()));
    }
    if (assumed || span.compareTo(GateRule.MIN_CALIBRATION_SPAN) < 0) {
      worth.add(new QuietCalibrationWindow(GateRule.MAX_RUNS));
    }
    return worth;
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

  private static List<StoredFork> newestRuns(List<StoredFork> forks) {
    List<String> runs = forks.stream().map(StoredFork::run).distinct().toList();
    if (runs.size() <= GateRule.MAX_RUNS) {
      return forks;
    }
    List<String> keep = runs.subList(runs.size() - GateRule.MAX_RUNS, runs.size());
    return forks.stream().filter(fork -> keep.contains(fork.run())).toList();
  }
}
