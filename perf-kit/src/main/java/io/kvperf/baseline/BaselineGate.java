package io.kvperf.baseline;

import io.kvperf.baseline.GateOutcome.Verdict;
import io.kvperf.result.PerfResult;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Applies the {@link BaselineMode} and the budgets to one result. The absolute budgets (GC pauses)
 * apply in every mode. {@code check} and {@code strict} compare with the stored baseline of the
 * same engine, scale, machine and plan, by {@link GateRule}: per fork, normalised by the reference,
 * sequentially (a confirmation round of fresh forks before any failure). A baseline of another plan
 * is stale and never compared; one with fewer than {@link GateRule#MIN_RUNS} runs is not yet
 * calibrated. A budget on figures the CPU's speed leaves alone (allocation, disk, GC pauses per
 * operation, write amplification) is judged, when this machine has no usable baseline, against one
 * of another CPU under the same JVM, flags and heap. {@code update} judges first and writes only a
 * run that holds its absolute budgets. Only {@code update} writes. The verdict is {@link
 * Verdict#PASSED} only when a budget was checked.
 */
public final class BaselineGate {
  private final BaselineMode mode;
  private final BaselineStore store;
  private final GatedFigures gated;
  private final Clock clock;

  /**
   * A gate in {@code mode} over the baselines of {@code store}, in a build that gates {@code gated}
   * figures ({@link GatedFigures#in}).
   */
  public BaselineGate(BaselineMode mode, BaselineStore store, GatedFigures gated) {
    this(mode, store, gated, Clock.systemUTC());
  }

  /** A gate whose updates name their run by {@code clock}'s time. */
  BaselineGate(BaselineMode mode, BaselineStore store, GatedFigures gated, Clock clock) {
    this.mode = mode;
    this.store = store;
    this.gated = gated;
    this.clock = clock;
  }

  /**
   * Judges {@code result}, measured under {@code plan}, against {@code budget}; asks {@code more}
   * for a confirmation round when the first round is not clearly inside the budget.
   */
  public GateOutcome judge(
      PerfResult result, BudgetSpec budget, PlanFingerprint plan, MoreForks more) {
    List<String> failures = new ArrayList<>();
    BudgetChecks.absolute(result, budget, failures);
    GateOutcome outcome =
        switch (mode) {
          case OFF ->
              failures.isEmpty()
                  ? new GateOutcome(Verdict.OFF, "baselines are off (kvperf.baseline=off)", result)
                  : failed(failures, "baselines are off (kvperf.baseline=off)", result);
          case UPDATE -> update(result, budget, plan, failures);
          case CHECK, STRICT -> compare(result, budget, plan, failures, more);
        };
    return outcome.with(
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

  private GateOutcome update(
      PerfResult result, BudgetSpec budget, PlanFingerprint plan, List<String> failures) {
    if (!failures.isEmpty()) {
      return failed(
          failures,
          "not recorded as the baseline: the run breaks its absolute budgets; "
              + store.fileOf(result.contract())
              + " is unchanged",
          result);
    }
    Optional<BaselineEntry> before = store.find(result);
    BaselineUpdate update = BaselineUpdate.of(before, result, plan, clock.instant(), budget, gated);
    store.write(result.contract(), update.entry());
    return new GateOutcome(
        Verdict.UPDATED,
        "baseline written to "
            + store.fileOf(result.contract())
            + ": "
            + update.note()
            + BaselineMovement.describe(before, update.entry()),
        result);
  }

  private GateOutcome compare(
      PerfResult result,
      BudgetSpec budget,
      PlanFingerprint plan,
      List<String> failures,
      MoreForks more) {
    Optional<BaselineEntry> entry = store.find(result);
    Optional<String> unusable = unusable(result, plan, entry);
    if (unusable.isPresent() && budget.hasMachineIndependent()) {
      Optional<BaselineEntry> sameRuntime =
          store.findOnOtherMachines(result).stream()
              .filter(other -> unusable(result, plan, Optional.of(other)).isEmpty())
              .findFirst();
      if (sameRuntime.isPresent()) {
        return acrossMachines(result, budget, sameRuntime.get(), unusable.get(), failures);
      }
    }
    if (unusable.isPresent()) {
      if (mode == BaselineMode.STRICT) {
        failures.add(unusable.get() + " (strict mode)");
      }
      if (!failures.isEmpty()) {
        return failed(failures, "", result);
      }
      if (!budget.hasAbsolute() && !budget.hasRelative()) {
        // The first reason is the contract's own; the baseline's would not matter with one.
        return new GateOutcome(
            Verdict.NOT_CHECKED,
            "not checked: the contract has no budget against a baseline (and "
                + unusable.get()
                + ")",
            result);
      }
      return budget.hasAbsolute() && !budget.hasRelative()
          ? new GateOutcome(Verdict.PASSED, "GC budgets held; " + unusable.get(), result)
          : new GateOutcome(Verdict.NOT_CHECKED, "not checked: " + unusable.get(), result);
    }
    BaselineEntry baseline = entry.get();
    ForkDecision decision = ForkDecision.decide(result, baseline, budget, more, gated);
    PerfResult judgedResult = decision.result();
    if (judgedResult != result) {
      failures.clear();
      BudgetChecks.absolute(judgedResult, budget, failures);
    }
    failures.addAll(decision.failures());
    List<String> accounts = new ArrayList<>(decision.accounts());
    accounts.add(rawThroughput(judgedResult, baseline));
    BudgetChecks.relative(judgedResult, baseline, budget, true, failures, accounts);
    String account = String.join("\n", accounts);
    GateOutcome outcome;
    if (!failures.isEmpty()) {
      outcome = failed(failures, account, judgedResult);
    } else if (!budget.hasRelative() && !budget.hasAbsolute()) {
      outcome =
          new GateOutcome(
              Verdict.NOT_CHECKED,
              "not checked: the contract has no budget against a baseline\n" + account,
              judgedResult);
    } else {
      outcome = new GateOutcome(Verdict.PASSED, account, judgedResult);
    }
    return outcome.comparedWith(baseline.meanOpsPerSecond()).withScores(decision.scores());
  }

  /**
   * Judges the machine-independent figures against {@code baseline}, recorded on another CPU under
   * the same runtime. The machine-bound budgets (throughput, p99) stay unjudged, so the verdict is
   * {@link Verdict#PASSED} only when the budget has none, and in strict mode they fail.
   */
  private GateOutcome acrossMachines(
      PerfResult result,
      BudgetSpec budget,
      BaselineEntry baseline,
      String whyNotThisMachine,
      List<String> failures) {
    List<String> accounts = new ArrayList<>();
    accounts.add(
        "compared with the baseline recorded on "
            + baseline.environment().cpuModel()
            + " under the same JVM, flags and heap: machine-independent figures only");
    BudgetChecks.relative(result, baseline, budget, false, failures, accounts);
    String unjudged = "throughput and p99: " + whyNotThisMachine;
    if (budget.hasMachineBound() && mode == BaselineMode.STRICT) {
      failures.add(unjudged + " (strict mode)");
    }
    String account = String.join("\n", accounts);
    if (!failures.isEmpty()) {
      return failed(failures, account, result);
    }
    return budget.hasMachineBound()
        ? new GateOutcome(Verdict.NOT_CHECKED, "not checked: " + unjudged + "\n" + account, result)
        : new GateOutcome(Verdict.PASSED, account, result);
  }

  private static String rawThroughput(PerfResult result, BaselineEntry baseline) {
    double now = result.meanForkOpsPerSecond();
    return String.format(
        Locale.ROOT,
        "raw throughput (mean of fork medians): %,.0f ops/s now, %,.0f in the baseline (%+.1f%%)",
        now,
        baseline.meanOpsPerSecond(),
        (now / baseline.meanOpsPerSecond() - 1) * 100);
  }

  /** Why the stored entry cannot be compared, if it cannot: missing, stale or uncalibrated. */
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
              + " is stale, "
              + (entry.get().forks() == null || entry.get().forks().isEmpty()
                  ? "recorded by an older kvperf that kept no per-fork scores"
                  : "recorded under another plan")
              + "; re-record it with -Dkvperf.baseline=update\n  recorded: "
              + (entry.get().plan() == null ? "(no plan kept)" : entry.get().plan())
              + "\n  now:      "
              + plan.description());
    }
    int runs = entry.get().runs().size();
    if (runs < GateRule.MIN_RUNS) {
      return Optional.of(
          "the baseline in "
              + store.fileOf(result.contract())
              + " has "
              + runs
              + " of the "
              + GateRule.MIN_RUNS
              + " runs at different times its calibration needs; record more with"
              + " -Dkvperf.baseline=update later");
    }
    return Optional.empty();
  }

  private static GateOutcome failed(List<String> failures, String context, PerfResult result) {
    return new GateOutcome(
        Verdict.FAILED,
        String.join("\n", failures) + (context.isEmpty() ? "" : "\n" + context),
        result);
  }
}
