package io.kvperf.baseline;

import io.kvperf.baseline.GateOutcome.Verdict;
import io.kvperf.result.PerfResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Applies the {@link BaselineMode} and the budgets to one result. The absolute budgets (GC pauses)
 * apply in every mode. {@code check} and {@code strict} compare with the stored baseline of the
 * same engine, scale, machine and plan; a baseline of another plan is stale and never compared.
 * {@code update} judges first and writes only a run that holds its absolute budgets. Only {@code
 * update} writes. The verdict is {@link Verdict#PASSED} only when a budget was checked.
 */
public final class BaselineGate {
  private final BaselineMode mode;
  private final BaselineStore store;

  /** A gate in {@code mode} over the baselines of {@code store}. */
  public BaselineGate(BaselineMode mode, BaselineStore store) {
    this.mode = mode;
    this.store = store;
  }

  /** Judges {@code result}, measured under {@code plan}, against {@code budget}. */
  public GateOutcome judge(PerfResult result, BudgetSpec budget, PlanFingerprint plan) {
    List<String> failures = new ArrayList<>();
    BudgetChecks.absolute(result, budget, failures);
    GateOutcome outcome =
        switch (mode) {
          case OFF ->
              failures.isEmpty()
                  ? new GateOutcome(Verdict.OFF, "baselines are off (kvperf.baseline=off)")
                  : failed(failures, "baselines are off (kvperf.baseline=off)");
          case UPDATE -> update(result, plan, failures);
          case CHECK, STRICT -> compare(result, budget, plan, failures);
        };
    return new GateOutcome(
        outcome.verdict(),
        outcome.message()
            + "\n  ["
            + result.engine()
            + ", scale "
            + result.scale()
            + ", on "
            + result.environment().describe()
            + "]");
  }

  private GateOutcome update(PerfResult result, PlanFingerprint plan, List<String> failures) {
    if (!failures.isEmpty()) {
      return failed(
          failures,
          "not recorded as the baseline: the run breaks its absolute budgets; "
              + store.fileOf(result.contract())
              + " is unchanged");
    }
    Optional<BaselineEntry> before = store.find(result);
    BaselineEntry after = store.record(result, plan);
    return new GateOutcome(
        Verdict.UPDATED,
        "baseline written to "
            + store.fileOf(result.contract())
            + BaselineMovement.describe(before, after));
  }

  private GateOutcome compare(
      PerfResult result, BudgetSpec budget, PlanFingerprint plan, List<String> failures) {
    Optional<BaselineEntry> entry = store.find(result);
    Optional<String> unusable = unusable(result, plan, entry);
    if (unusable.isPresent()) {
      if (mode == BaselineMode.STRICT) {
        failures.add(unusable.get() + " (strict mode)");
      }
      if (!failures.isEmpty()) {
        return failed(failures, "");
      }
      return budget.hasAbsolute() && !budget.hasRelative()
          ? new GateOutcome(Verdict.PASSED, "GC budgets held; " + unusable.get())
          : new GateOutcome(Verdict.NOT_CHECKED, "not checked: " + unusable.get());
    }
    ThroughputComparison comparison =
        ThroughputComparison.of(entry.get().throughputOpsPerSecond(), result.throughput());
    double tolerance = budget.throughputDropPercent();
    String account = comparison.describe(tolerance);
    if (!Double.isNaN(tolerance) && comparison.isRegression(tolerance)) {
      failures.add(account);
    }
    BudgetChecks.relative(result, entry.get(), budget, failures);
    if (!failures.isEmpty()) {
      return failed(failures, failures.contains(account) ? "" : account);
    }
    if (!budget.hasRelative() && !budget.hasAbsolute()) {
      return new GateOutcome(
          Verdict.NOT_CHECKED, "not checked: the contract has no budget\n" + account);
    }
    return new GateOutcome(Verdict.PASSED, account);
  }

  /** Why the stored entry cannot be compared, if it cannot: missing or stale. */
  private Optional<String> unusable(
      PerfResult result, PlanFingerprint plan, Optional<BaselineEntry> entry) {
    if (entry.isEmpty()) {
      return Optional.of(
          "no baseline for this engine, scale and machine in "
              + store.fileOf(result.contract())
              + "; record one with -Dkvperf.baseline=update");
    }
    if (!entry.get().isFor(plan)) {
      return Optional.of(
          "the baseline in "
              + store.fileOf(result.contract())
              + " is stale, recorded under another plan; re-record it with"
              + " -Dkvperf.baseline=update\n  recorded: "
              + (entry.get().plan() == null ? "(no plan kept)" : entry.get().plan())
              + "\n  now:      "
              + plan.description());
    }
    return Optional.empty();
  }

  private static GateOutcome failed(List<String> failures, String context) {
    return new GateOutcome(
        Verdict.FAILED, String.join("\n", failures) + (context.isEmpty() ? "" : "\n" + context));
  }
}
