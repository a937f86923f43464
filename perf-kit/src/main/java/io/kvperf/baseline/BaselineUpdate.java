package io.kvperf.baseline;

import io.kvperf.result.PerfResult;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What an update writes: the run's forks added to the entry's kept runs (the same plan on the same
 * machine), so that a baseline accumulates the A/A runs at different times its calibration needs;
 * the oldest runs dropped beyond {@link GateRule#MAX_RUNS}. A run whose level lies beyond the kept
 * runs' A/A spread (the engine really changed) restarts the entry instead, and says so.
 *
 * @param entry the entry to write
 * @param note what happened to the kept runs, for the message
 */
record BaselineUpdate(BaselineEntry entry, String note) {

  static BaselineUpdate of(
      Optional<BaselineEntry> before, PerfResult result, PlanFingerprint plan, Instant now) {
    String run = now.truncatedTo(ChronoUnit.SECONDS).toString();
    List<StoredFork> fresh =
        result.forks().stream().map(fork -> StoredFork.of(run, fork).rounded()).toList();
    List<StoredFork> kept =
        before.filter(entry -> entry.isFor(plan)).map(BaselineEntry::forks).orElse(List.of());
    String note;
    if (kept.isEmpty()) {
      note = "a new calibration, from this run";
    } else if (before.get().runs().size() >= GateRule.MIN_RUNS && movedBeyondSpread(kept, fresh)) {
      note =
          "this run lies beyond the A/A spread of the kept runs (the engine changed): the"
              + " calibration restarts from this run";
      kept = List.of();
    } else {
      note = "this run added to the kept runs";
    }
    List<StoredFork> all = new ArrayList<>(kept);
    all.addAll(fresh);
    all = newestRuns(all);
    int runs = (int) all.stream().map(StoredFork::run).distinct().count();
    String state =
        runs >= GateRule.MIN_RUNS
            ? runs + " runs kept, checkable"
            : runs
                + " of the "
                + GateRule.MIN_RUNS
                + " runs at different times a check needs; run -Dkvperf.baseline=update again later";
    BaselineEntry entry =
        new BaselineEntry(
            result.engine(),
            plan.hash(),
            plan.description(),
            result.scale(),
            result.environment(),
            BaselineStore.round(
                all.stream().mapToDouble(StoredFork::opsPerSecond).average().orElse(0)),
            all,
            Figures.calibrate(all),
            GateRule.parameters(),
            result.metrics().keyFigures().entrySet().stream()
                .collect(
                    Collectors.toMap(
                        e -> e.getKey().storedName(), e -> BaselineStore.round(e.getValue()))));
    StringBuilder calibration = new StringBuilder();
    entry
        .calibration()
        .forEach(
            (figure, calibrated) ->
                calibration
                    .append("\n  calibration of ")
                    .append(calibrated.describe(figure, result.forks().size())));
    return new BaselineUpdate(
        entry, String.format(Locale.ROOT, "%s; %s%s", note, state, calibration));
  }

  /** Whether the fresh run's throughput lies beyond the kept runs' A/A spread, either way. */
  private static boolean movedBeyondSpread(List<StoredFork> kept, List<StoredFork> fresh) {
    List<ForkFigure> baseline = Figures.throughput(kept);
    Calibration calibration = Calibration.of(baseline);
    ScoreComparison comparison =
        ScoreComparison.first(
            BaselineEntry.THROUGHPUT,
            baseline,
            calibration,
            Figures.throughput(fresh),
            ScoreComparison.Direction.DROP,
            0,
            0);
    return Math.abs(comparison.worseningLn()) > comparison.boundaryLn();
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
