package io.kvperf.internal.junit;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.ForksInTurns;
import io.kvperf.internal.arms.ArmsExecution;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.gate.BaselineGate;
import io.kvperf.internal.junit.InvocationPlan.How;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.settings.BaselineMode;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.store.BaselineFileException;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import java.util.List;
import java.util.Optional;

/**
 * The measure and decide steps of one invocation: its runs measured in forks the way its {@link
 * InvocationPlan} says, and decided into an {@link Outcome} by the decider the plan names.
 */
final class InvocationMeasurement {
  /**
   * The runs of one invocation.
   *
   * @param declared the contract's run on the engine, as declared at the run's scale
   * @param measured the run measured: {@code declared}, with a comparison's floors where it
   *     compares builds
   * @param besideEngine the run of the engine of the contract's ratio budget, if it has one
   */
  record Runs(ContractRun declared, ContractRun measured, Optional<ContractRun> besideEngine) {}

  private final ContractDefinition contract;
  private final RunContext run;
  private final ContractRunner runner;

  InvocationMeasurement(ContractDefinition contract, RunContext run, ContractRunner runner) {
    this.contract = contract;
    this.run = run;
    this.runner = runner;
  }

  /** Measures and decides {@code runs} as {@code plan} says. */
  Outcome measure(InvocationPlan plan, Runs runs) {
    requireReadableBaseline(plan);
    ContractRun declared = runs.declared();
    return switch (plan.how()) {
      case COMPARE_BUILDS -> compareBuilds(declared, runs.measured());
      case THIS_BUILD_ONLY ->
          new Outcome(
              List.of(
                  Judgement.notChecked(
                      Figure.Whole.BUDGETS_BETWEEN_BUILDS, "", Reason.NO_COMPARABLE_BUDGET)),
              Account.of(plan.whyThisBuildOnly().orElseThrow()),
              runner.run(declared));
      case BESIDE_ENGINE ->
          withLatencyRatio(besideEngine(declared, runs.besideEngine().orElseThrow()));
      case BESIDE_LOAD ->
          withLatencyRatio(againstBaseline(declared, runner.runBesideLoad(declared)));
      case ALONE -> withLatencyRatio(againstBaseline(declared, runner.run(declared)));
    };
  }

  /**
   * Fails the invocation before any fork when its contract's baseline file, which the gate will
   * read, cannot be read: its {@link BaselineFileException} names the file and how to repair it. In
   * {@code update} mode too, so that a broken file is never overwritten. Other contracts'
   * invocations go on.
   */
  private void requireReadableBaseline(InvocationPlan plan) {
    boolean againstBaseline =
        plan.how() == How.ALONE || plan.how() == How.BESIDE_LOAD || plan.how() == How.BESIDE_ENGINE;
    if (againstBaseline && run.settings().baseline().mode() != BaselineMode.OFF) {
      new BaselineStore(run.settings().baseline().directory()).requireReadable(contract.id());
    }
  }

  /**
   * Measures {@code measured}, the declared run with the comparison's floors, on both builds and
   * decides it by the comparison of builds.
   */
  private Outcome compareBuilds(ContractRun declared, ContractRun measured) {
    Outcome outcome =
        ArmsExecution.run(
            measured,
            run.betweenBuilds(contract.budgets().perFigure()),
            run.compared().orElseThrow(),
            run.settings(),
            runner);
    boolean inTurns = outcome.account().lines().stream().anyMatch(ForksInTurns.class::isInstance);
    return outcome.withAccount(
        outcome.account().then(ComparisonFloors.raised(declared, measured, inTurns)));
  }

  /**
   * Measures the contract interleaved fork by fork with the engine of its ratio budget, and decides
   * it against the baseline and the ratio.
   */
  private Outcome besideEngine(ContractRun declared, ContractRun other) {
    List<PerfResult> pair = runner.runInterleaved(declared, other);
    Outcome judged = againstBaseline(declared, pair.get(0));
    return contract
        .budgets()
        .ratio()
        .map(budget -> budget.judge(pair.get(0), pair.get(1)).applyTo(judged))
        .orElse(judged);
  }

  /**
   * Decides {@code measured} against the stored baseline, measuring a confirmation round if the
   * gate asks for one.
   */
  private Outcome againstBaseline(ContractRun declared, PerfResult measured) {
    KvPerfSettings settings = run.settings();
    BaselineGate gate =
        new BaselineGate(
            settings.baseline().mode(),
            new BaselineStore(settings.baseline().directory()),
            run.gatedFigures());
    Outcome judged =
        gate.judge(
            measured,
            contract.budgets().perFigure(),
            contract.plan(declared),
            (sofar, count) -> runner.more(declared, sofar, count));
    return BaselineDossierHint.of(judged.judgements(), settings.explain())
        .map(hint -> judged.withAccount(judged.account().then(hint)))
        .orElse(judged);
  }

  /** {@code judged} with the contract's latency ratio decided beside, if it has one. */
  private Outcome withLatencyRatio(Outcome judged) {
    return contract
        .budgets()
        .latencyRatio()
        .map(budget -> budget.judge(judged.result()).applyTo(judged))
        .orElse(judged);
  }
}
