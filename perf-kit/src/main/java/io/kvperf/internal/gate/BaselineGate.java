package io.kvperf.internal.gate;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.files.ShownPath;
import io.kvperf.internal.settings.BaselineMode;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.internal.store.GatedFigures;
import io.kvperf.internal.store.LockedBaselineFile;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.result.Judgement;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
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
  /** What a judgement names when it stands for all of a contract's budgets against a baseline. */
  private static final String BASELINE_BUDGETS = "budgets against a baseline";

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
  public Outcome judge(PerfResult result, Budgets budget, PlanFingerprint plan, MoreForks more) {
    List<String> failures = new ArrayList<>();
    List<Judgement> absolute = BudgetChecks.absolute(result, budget, failures);
    Outcome outcome =
        switch (mode) {
          case OFF -> off(result, absolute, failures);
          case UPDATE -> update(result, budget, plan, absolute, failures);
          case CHECK, STRICT -> compare(result, budget, plan, absolute, failures, more);
        };
    return outcome.withAccount(
        outcome
            .account()
            .appendText(
                "\n  ["
                    + result.engine()
                    + ", scale "
                    + result.scale()
                    + ", on "
                    + result.environment().describe()
                    + "]"));
  }

  private static Outcome off(PerfResult result, List<Judgement> absolute, List<String> failures) {
    String off = "baselines are off (kvperf.baseline=off)";
    List<Judgement> judgements = new ArrayList<>(absolute);
    judgements.add(Judgement.unmeasured(BASELINE_BUDGETS, "", Verdict.OFF, Reason.BASELINES_OFF));
    return new Outcome(
        judgements, Account.text(failures.isEmpty() ? off : failedMessage(failures, off)), result);
  }

  private Outcome update(
      PerfResult result,
      Budgets budget,
      PlanFingerprint plan,
      List<Judgement> absolute,
      List<String> failures) {
    String file = file(result);
    List<Judgement> judgements = new ArrayList<>();
    if (!failures.isEmpty()) {
      judgements.add(Judgement.unmeasured("baseline", file, Verdict.FAILED, Reason.NOT_RECORDED));
      judgements.addAll(absolute);
      return new Outcome(
          judgements,
          Account.text(
              failedMessage(
                  failures,
                  "not recorded as the baseline: the run breaks its absolute budgets; "
                      + file
                      + " is unchanged")),
          result);
    }
    // The file's lock spans the read and the write: another run's update of the same file, in any
    // JVM, waits, so neither loses the other's entry.
    Optional<BaselineEntry> before;
    BaselineUpdate update;
    try (LockedBaselineFile locked = store.lock(result.contract())) {
      before = locked.find(result);
      update = BaselineUpdate.of(before, result, plan, clock.instant(), budget, gated);
      locked.write(update.entry());
    }
    judgements.add(Judgement.unmeasured("baseline", file, Verdict.UPDATED, Reason.RECORDED));
    judgements.addAll(absolute);
    return new Outcome(
        judgements,
        Account.text(
            "baseline written to "
                + file
                + ": "
                + update.note()
                + BaselineMovement.describe(before, update.entry())),
        result);
  }

  private Outcome compare(
      PerfResult result,
      Budgets budget,
      PlanFingerprint plan,
      List<Judgement> absolute,
      List<String> failures,
      MoreForks more) {
    Optional<BaselineEntry> entry = store.find(result);
    boolean known = result.environment().identifiesMachine();
    Optional<Unusable> unusable =
        known
            ? unusable(result, plan, entry)
            : unusable(
                Reason.UNKNOWN_MACHINE,
                file(result),
                "this platform does not tell the CPU's model, so no baseline can be known to be this"
                    + " machine's; throughput and p99 are compared only between two builds in one run"
                    + " (-Dkvperf.compare)");
    if (unusable.isPresent() && budget.hasMachineIndependent()) {
      // Figures the CPU's speed leaves alone compare with any baseline of the same runtime: where
      // the machine is unknown, the entry found under its description is one such.
      List<BaselineEntry> candidates = new ArrayList<>(store.findOnOtherMachines(result));
      if (!known) {
        entry.ifPresent(candidates::add);
      }
      Optional<BaselineEntry> sameRuntime =
          candidates.stream()
              .filter(other -> unusable(result, plan, Optional.of(other)).isEmpty())
              .findFirst();
      if (sameRuntime.isPresent()) {
        return acrossMachines(
            result, budget, sameRuntime.get(), unusable.get(), absolute, failures);
      }
    }
    if (unusable.isPresent()) {
      return withoutBaseline(result, budget, unusable.get(), absolute, failures);
    }
    BaselineEntry baseline = entry.get();
    ForkDecision decision = ForkDecision.decide(result, baseline, budget, more, gated);
    PerfResult judgedResult = decision.result();
    List<Judgement> judgements = new ArrayList<>(absolute);
    if (judgedResult != result) {
      failures.clear();
      judgements = new ArrayList<>(BudgetChecks.absolute(judgedResult, budget, failures));
    }
    failures.addAll(decision.failures());
    judgements.addAll(decision.judgements());
    List<String> accounts = new ArrayList<>(decision.accounts());
    accounts.add(rawThroughput(judgedResult, baseline));
    judgements.addAll(
        BudgetChecks.relative(judgedResult, baseline, budget, true, failures, accounts));
    String account = String.join("\n", accounts);
    String message;
    if (!failures.isEmpty()) {
      message = failedMessage(failures, account);
    } else if (!budget.hasRelative() && !budget.hasAbsolute()) {
      message = "not checked: the contract has no budget against a baseline\n" + account;
    } else {
      message = account;
    }
    return new Outcome(judgements, Account.text(message), judgedResult)
        .comparedWith(baseline.meanOpsPerSecond())
        .withScores(decision.scores());
  }

  /**
   * The outcome when this machine's baseline cannot be compared: each budgeted figure against a
   * baseline is not checked, or fails in strict mode; the absolute budgets still apply.
   */
  private Outcome withoutBaseline(
      PerfResult result,
      Budgets budget,
      Unusable unusable,
      List<Judgement> absolute,
      List<String> failures) {
    boolean strict = mode == BaselineMode.STRICT;
    if (strict) {
      failures.add(unusable.text() + " (strict mode)");
    }
    List<Judgement> judgements = new ArrayList<>(absolute);
    List<String> figures = budget.relativeFigures();
    for (String figure : figures.isEmpty() && strict ? List.of(BASELINE_BUDGETS) : figures) {
      judgements.add(
          Judgement.unmeasured(
              figure,
              unusable.file(),
              strict ? Verdict.FAILED : Verdict.NOT_CHECKED,
              unusable.reason()));
    }
    String message;
    if (!failures.isEmpty()) {
      message = failedMessage(failures, "");
    } else if (!budget.hasAbsolute() && !budget.hasRelative()) {
      // The first reason is the contract's own; the baseline's would not matter with one.
      message =
          "not checked: the contract has no budget against a baseline (and "
              + unusable.text()
              + ")";
    } else if (budget.hasAbsolute() && !budget.hasRelative()) {
      message = "GC budgets held; " + unusable.text();
    } else {
      message = "not checked: " + unusable.text();
    }
    return new Outcome(judgements, Account.text(message), result);
  }

  /**
   * Judges the machine-independent figures against {@code baseline}, recorded on another CPU under
   * the same runtime. The machine-bound budgets (throughput, p99) stay unjudged, so the verdict is
   * {@link Verdict#PASSED} only when the budget has none, and in strict mode they fail.
   */
  private Outcome acrossMachines(
      PerfResult result,
      Budgets budget,
      BaselineEntry baseline,
      Unusable thisMachine,
      List<Judgement> absolute,
      List<String> failures) {
    List<String> accounts = new ArrayList<>();
    String cpu = baseline.environment().cpuModel();
    accounts.add(
        "compared with the baseline recorded on "
            + cpu
            + " under the same JVM, flags and heap: machine-independent figures only");
    List<Judgement> judgements = new ArrayList<>(absolute);
    judgements.addAll(BudgetChecks.relative(result, baseline, budget, false, failures, accounts));
    String unjudged = "throughput and p99: " + thisMachine.text();
    Reason whyNot =
        thisMachine.reason() == Reason.UNKNOWN_MACHINE
            ? Reason.UNKNOWN_MACHINE
            : Reason.OTHER_CPU_BASELINE;
    boolean strict = mode == BaselineMode.STRICT;
    if (budget.hasMachineBound() && strict) {
      failures.add(unjudged + " (strict mode)");
    }
    for (String figure : budget.machineBoundFigures()) {
      judgements.add(
          Judgement.unmeasured(figure, cpu, strict ? Verdict.FAILED : Verdict.NOT_CHECKED, whyNot));
    }
    String account = String.join("\n", accounts);
    String message;
    if (!failures.isEmpty()) {
      message = failedMessage(failures, account);
    } else if (budget.hasMachineBound()) {
      message = "not checked: " + unjudged + "\n" + account;
    } else {
      message = account;
    }
    return new Outcome(judgements, Account.text(message), result);
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

  /**
   * Why a stored entry cannot be compared.
   *
   * @param reason missing, stale or too few runs
   * @param file the baseline file
   * @param text the account
   */
  private record Unusable(Reason reason, String file, String text) {}

  /** Why the stored entry cannot be compared, if it cannot: missing, stale or uncalibrated. */
  private Optional<Unusable> unusable(
      PerfResult result, PlanFingerprint plan, Optional<BaselineEntry> entry) {
    String file = file(result);
    if (entry.isEmpty()) {
      return unusable(
          Reason.NO_BASELINE,
          file,
          "no baseline for this engine, scale and machine in "
              + file
              + "; record one with -Dkvperf.baseline=update");
    }
    if (!entry.get().isFor(plan)) {
      return unusable(
          Reason.STALE_BASELINE,
          file,
          "the baseline in "
              + file
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
      return unusable(
          Reason.TOO_FEW_RUNS,
          file,
          "the baseline in "
              + file
              + " has "
              + runs
              + " of the "
              + GateRule.MIN_RUNS
              + " runs at different times its calibration needs; record more with"
              + " -Dkvperf.baseline=update later");
    }
    return Optional.empty();
  }

  /** The baseline file of {@code result}, as reports show it: relative to the project. */
  private String file(PerfResult result) {
    return ShownPath.of(store.fileOf(result.contract()));
  }

  private static Optional<Unusable> unusable(Reason reason, String file, String text) {
    return Optional.of(new Unusable(reason, file, text));
  }

  private static String failedMessage(List<String> failures, String context) {
    return String.join("\n", failures) + (context.isEmpty() ? "" : "\n" + context);
  }
}
