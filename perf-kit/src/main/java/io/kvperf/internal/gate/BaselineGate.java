package io.kvperf.internal.gate;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.BaselineNotCompared;
import io.kvperf.internal.account.BaselineNotCompared.Effect;
import io.kvperf.internal.account.BaselineNotCompared.Scope;
import io.kvperf.internal.account.BaselineNotRecorded;
import io.kvperf.internal.account.BaselineUnusable;
import io.kvperf.internal.account.GateNotice;
import io.kvperf.internal.account.MeasuredOn;
import io.kvperf.internal.account.OtherCpuBaseline;
import io.kvperf.internal.account.RawThroughput;
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
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
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
  public Outcome judge(PerfResult result, Budgets budget, PlanFingerprint plan, MoreForks more) {
    Checks absolute = BudgetChecks.absolute(result, budget);
    Outcome outcome =
        switch (mode) {
          case OFF -> off(result, absolute);
          case UPDATE -> update(result, budget, plan, absolute);
          case CHECK, STRICT -> compare(result, budget, plan, absolute, more);
        };
    return outcome.withAccount(
        outcome
            .account()
            .then(new MeasuredOn(result.engine(), result.scale(), result.environment())));
  }

  private static Outcome off(PerfResult result, Checks absolute) {
    Checks off =
        absolute
            .judging(
                Judgement.unmeasured(
                    Figure.Whole.BUDGETS_AGAINST_BASELINE, "", Verdict.OFF, Reason.BASELINES_OFF))
            .holding(GateNotice.BASELINES_OFF);
    return new Outcome(off.judgements(), off.account(), result);
  }

  private Outcome update(PerfResult result, Budgets budget, PlanFingerprint plan, Checks absolute) {
    String file = file(result);
    List<Judgement> judgements = new ArrayList<>();
    if (absolute.anyFailed()) {
      judgements.add(
          Judgement.unmeasured(Figure.Whole.BASELINE, file, Verdict.FAILED, Reason.NOT_RECORDED));
      judgements.addAll(absolute.judgements());
      return new Outcome(
          judgements, absolute.holding(new BaselineNotRecorded(file)).account(), result);
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
    judgements.add(
        Judgement.unmeasured(Figure.Whole.BASELINE, file, Verdict.UPDATED, Reason.RECORDED));
    judgements.addAll(absolute.judgements());
    return new Outcome(
        judgements,
        Account.of(update.written(file))
            .then(new Account(update.calibration()))
            .then(new Account(BaselineMovement.lines(before, update.entry()))),
        result);
  }

  /**
   * Compares {@code result} with the stored entry {@link StoredBaseline} chooses from its
   * contract's file, read once: this machine's, another CPU's, or none.
   */
  private Outcome compare(
      PerfResult result, Budgets budget, PlanFingerprint plan, Checks absolute, MoreForks more) {
    StoredBaseline stored = StoredBaseline.of(store, result, plan, budget);
    if (stored.unusable().isEmpty()) {
      return thisMachine(result, budget, stored.entry().orElseThrow(), absolute, more);
    }
    if (stored.entry().isPresent()) {
      return acrossMachines(
          result, budget, stored.entry().get(), stored.unusable().get(), absolute);
    }
    return withoutBaseline(result, budget, stored.unusable().get(), absolute);
  }

  /**
   * Judges {@code result} against this machine's {@code baseline}: each figure the forks decide,
   * sequentially, then the rises of the other figures, on the result with the confirmation round's
   * forks if one was measured.
   */
  private Outcome thisMachine(
      PerfResult result, Budgets budget, BaselineEntry baseline, Checks absolute, MoreForks more) {
    ForkDecision decision = ForkDecision.decide(result, baseline, budget, more, gated);
    PerfResult judged = decision.result();
    Checks checks =
        (judged == result ? absolute : BudgetChecks.absolute(judged, budget))
            .then(decision.checks())
            .holding(new RawThroughput(judged.meanForkOpsPerSecond(), baseline.meanOpsPerSecond()))
            .then(BudgetChecks.relative(judged, baseline, budget, Basis.BASELINE));
    Account account =
        checks.anyFailed() || budget.hasRelative() || budget.hasAbsolute()
            ? checks.account()
            : Account.of(GateNotice.NO_BUDGET_AGAINST_BASELINE).then(checks.account());
    return new Outcome(checks.judgements(), account, judged)
        .comparedWith(baseline.meanOpsPerSecond())
        .withScores(decision.scores());
  }

  /**
   * The outcome when this machine's baseline cannot be compared: each budgeted figure against a
   * baseline is not checked, or fails in strict mode; the absolute budgets still apply.
   */
  private Outcome withoutBaseline(
      PerfResult result, Budgets budget, BaselineUnusable why, Checks absolute) {
    boolean strict = mode == BaselineMode.STRICT;
    Checks checks =
        strict
            ? absolute.failing(
                new BaselineNotCompared(why, Scope.ALL_BUDGETS, Effect.FAILED_IN_STRICT_MODE))
            : absolute;
    List<Figure> figures = budget.relativeFigures();
    for (Figure figure :
        figures.isEmpty() && strict ? List.of(Figure.Whole.BUDGETS_AGAINST_BASELINE) : figures) {
      checks =
          checks.judging(
              Judgement.unmeasured(
                  figure, why.file(), strict ? Verdict.FAILED : Verdict.NOT_CHECKED, why.reason()));
    }
    if (checks.anyFailed()) {
      return new Outcome(checks.judgements(), checks.account(), result);
    }
    Effect effect;
    if (!budget.hasAbsolute() && !budget.hasRelative()) {
      // The first reason is the contract's own; the baseline's would not matter with one.
      effect = Effect.NO_BUDGET;
    } else if (budget.hasAbsolute() && !budget.hasRelative()) {
      effect = Effect.LIMITS_HELD;
    } else {
      effect = Effect.NOT_CHECKED;
    }
    return new Outcome(
        checks.judgements(),
        Account.of(new BaselineNotCompared(why, Scope.ALL_BUDGETS, effect)),
        result);
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
      BaselineUnusable thisMachine,
      Checks absolute) {
    String cpu = baseline.key().environment().cpuModel();
    Checks checks =
        absolute
            .holding(new OtherCpuBaseline(cpu))
            .then(BudgetChecks.relative(result, baseline, budget, Basis.OTHER_CPU_BASELINE));
    Reason whyNot =
        thisMachine.reason() == Reason.UNKNOWN_MACHINE
            ? Reason.UNKNOWN_MACHINE
            : Reason.OTHER_CPU_BASELINE;
    boolean strict = mode == BaselineMode.STRICT;
    if (budget.hasMachineBound() && strict) {
      checks =
          checks.failing(
              new BaselineNotCompared(
                  thisMachine, Scope.MACHINE_BOUND, Effect.FAILED_IN_STRICT_MODE));
    }
    for (Figure figure : budget.machineBoundFigures()) {
      checks =
          checks.judging(
              Judgement.unmeasured(
                  figure, cpu, strict ? Verdict.FAILED : Verdict.NOT_CHECKED, whyNot));
    }
    Account account =
        checks.anyFailed() || !budget.hasMachineBound()
            ? checks.account()
            : Account.of(
                    new BaselineNotCompared(thisMachine, Scope.MACHINE_BOUND, Effect.NOT_CHECKED))
                .then(checks.account());
    return new Outcome(checks.judgements(), account, result);
  }

  /** The baseline file of {@code result}, as reports show it: relative to the project. */
  private String file(PerfResult result) {
    return ShownPath.of(store.fileOf(result.contract()));
  }
}
