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
record BaselineUpdate(BaselineEntry entry, String note) {

  static BaselineUpdate of(
      Optional<BaselineEntry> before, PerfResult result, PlanFingerprint plan, Instant now) {
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

  private static List<StoredFork> newestRuns(List<StoredFork> forks) {
    List<String> runs = forks.stream().map(StoredFork::run).distinct().toList();
    if (runs.size() <= GateRule.MAX_RUNS) {
      return forks;
    }
    List<String> keep = runs.subList(runs.size() - GateRule.MAX_RUNS, runs.size());
    return forks.stream().filter(fork -> keep.contains(fork.run())).toList();
  }
}
