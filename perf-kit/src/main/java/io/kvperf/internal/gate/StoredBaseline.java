package io.kvperf.internal.gate;

import io.kvperf.internal.account.BaselineUnusable;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.files.ShownPath;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.internal.store.EntryKey;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.result.PerfResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which stored entry a result is compared with, chosen from its contract's entries: this machine's
 * when it can be compared; otherwise, when the budget has figures the CPU's speed leaves alone, one
 * of another CPU under the same JVM, flags and heap; and why this machine's cannot be. A baseline
 * of another plan is stale and never compared; one with fewer than {@link GateRule#MIN_RUNS} runs
 * is not yet calibrated; on a platform that does not tell its CPU, no baseline is this machine's.
 *
 * @param entry the entry compared with: this machine's, or another CPU's when {@code unusable} is
 *     present; empty when none can be
 * @param unusable why this machine's entry cannot be compared, naming its file; empty when it is
 *     {@code entry}
 */
record StoredBaseline(Optional<BaselineEntry> entry, Optional<BaselineUnusable> unusable) {

  /**
   * The entry of {@code store} that {@code result}, measured under {@code plan}, is compared with
   * against {@code budget}, chosen from its contract's entries, read once.
   */
  static StoredBaseline of(
      BaselineStore store, PerfResult result, PlanFingerprint plan, Budgets budget) {
    List<BaselineEntry> entries = store.entries(result.contract());
    Optional<BaselineEntry> here =
        entries.stream().filter(e -> e.key().equals(EntryKey.of(result))).findFirst();
    boolean known = result.environment().identifiesMachine();
    if (known && usable(here, plan)) {
      return new StoredBaseline(here, Optional.empty());
    }
    // Only the account of an entry that cannot be compared names its file.
    String file = ShownPath.of(store.fileOf(result.contract()));
    BaselineUnusable unusable =
        known
            ? unusable(here, plan, file).orElseThrow()
            : new BaselineUnusable.UnknownMachine(file);
    if (!budget.hasMachineIndependent()) {
      return new StoredBaseline(Optional.empty(), Optional.of(unusable));
    }
    // Figures the CPU's speed leaves alone compare with any baseline of the same runtime: where the
    // machine is unknown, the entry found under its description is one such.
    List<BaselineEntry> candidates =
        new ArrayList<>(
            entries.stream().filter(e -> e.key().onAnotherMachine(EntryKey.of(result))).toList());
    if (!known) {
      here.ifPresent(candidates::add);
    }
    return new StoredBaseline(
        candidates.stream().filter(other -> usable(Optional.of(other), plan)).findFirst(),
        Optional.of(unusable));
  }

  /** Whether {@code entry} can be compared: present, of {@code plan}, and calibrated. */
  private static boolean usable(Optional<BaselineEntry> entry, PlanFingerprint plan) {
    return unusable(entry, plan, "").isEmpty();
  }

  /** Why {@code entry} cannot be compared, if it cannot: missing, stale or uncalibrated. */
  private static Optional<BaselineUnusable> unusable(
      Optional<BaselineEntry> entry, PlanFingerprint plan, String file) {
    if (entry.isEmpty()) {
      return Optional.of(new BaselineUnusable.Missing(file));
    }
    BaselineEntry stored = entry.get();
    if (!stored.isFor(plan)) {
      return Optional.of(
          new BaselineUnusable.Stale(
              file,
              stored.forks() == null || stored.forks().isEmpty()
                  ? BaselineUnusable.Stale.Cause.NO_FORKS_KEPT
                  : BaselineUnusable.Stale.Cause.OTHER_PLAN,
              Optional.ofNullable(stored.measuredUnder().description()),
              plan.description()));
    }
    int runs = stored.runs().size();
    if (runs < GateRule.MIN_RUNS) {
      return Optional.of(new BaselineUnusable.TooFewRuns(file, runs, GateRule.MIN_RUNS));
    }
    return Optional.empty();
  }
}
