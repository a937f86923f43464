package io.kvperf.internal.junit;

import io.kvperf.engine.KvEngine;
import io.kvperf.internal.arms.ArmsExecution;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.gate.BaselineGate;
import io.kvperf.internal.junit.InvocationPlan.How;
import io.kvperf.internal.report.ConsoleLine;
import io.kvperf.internal.report.JudgementText;
import io.kvperf.internal.report.MeasurementSummary;
import io.kvperf.internal.report.ReportRow;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.settings.BaselineMode;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.store.BaselineFileException;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.result.Judgement;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.BeforeTestExecutionCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.opentest4j.AssertionFailedError;

/**
 * Runs one contract on one engine before the test method, in four steps: plan how it is measured
 * and decided ({@link InvocationPlan}), measure it in forks, decide it into judgements, and report
 * them (console line, report files, JUnit report entries and attached run directory); then hands
 * the {@link PerfResult} to the method's parameter.
 */
final class ContractExecution implements BeforeTestExecutionCallback, ParameterResolver {
  private final ContractDefinition contract;
  private final KvEngine engine;
  private final Optional<KvEngine> relativeTo;
  private final RunContext run;

  ContractExecution(
      ContractDefinition contract, KvEngine engine, Optional<KvEngine> relativeTo, RunContext run) {
    this.contract = contract;
    this.engine = engine;
    this.relativeTo = relativeTo;
    this.run = run;
  }

  @Override
  public void beforeTestExecution(ExtensionContext context) {
    KvPerfSettings settings = run.settings();
    Path runDirectory = settings.runDirectory(contract.id(), engine.id());
    ContractRunner.emptyRunDirectory(runDirectory);
    ContractRun declared = run(engine, runDirectory);
    ContractRunner runner = new ContractRunner(System.out, settings.verbose());
    InvocationPlan plan =
        InvocationPlan.of(contract.budget(), relativeTo, declared.measurement().reference(), run);
    requireReadableBaseline(plan);
    ContractRun measured =
        plan.how() == How.COMPARE_BUILDS
            ? declared
                .withWarmupAtLeast(settings.compare().armWarmup())
                .withIterationsAtLeast(settings.compare().armIterations())
            : declared;
    Outcome outcome =
        switch (plan.how()) {
          case COMPARE_BUILDS -> compareBuilds(declared, measured, runner);
          case THIS_BUILD_ONLY ->
              new Outcome(
                  List.of(
                      Judgement.notChecked(
                          "budgets a comparison of builds reads", "", Reason.NO_COMPARABLE_BUDGET)),
                  plan.whyThisBuildOnly().orElseThrow(),
                  runner.run(declared));
          case BESIDE_ENGINE -> withLatencyRatio(besideEngine(declared, runDirectory, runner));
          case BESIDE_LOAD ->
              withLatencyRatio(againstBaseline(declared, runner.runBesideLoad(declared), runner));
          case ALONE -> withLatencyRatio(againstBaseline(declared, runner.run(declared), runner));
        };
    conclude(context, measured, runDirectory, outcome);
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
    if (againstBaseline && run.settings().baselineMode() != BaselineMode.OFF) {
      new BaselineStore(run.settings().baselineDirectory()).requireReadable(contract.id());
    }
  }

  /**
   * Measures {@code measured}, the declared run with the comparison's warm-up floor, on both builds
   * and decides it by the comparison of builds.
   */
  private Outcome compareBuilds(ContractRun declared, ContractRun measured, ContractRunner runner) {
    Outcome outcome =
        ArmsExecution.run(
            measured, contract.budget(), run.compared().orElseThrow(), run.settings(), runner);
    return outcome.withDetail(outcome.detail() + floorNote(declared, measured));
  }

  /**
   * Measures the contract interleaved fork by fork with the engine of its ratio budget, and decides
   * it against the baseline and the ratio.
   */
  private Outcome besideEngine(ContractRun declared, Path runDirectory, ContractRunner runner) {
    KvEngine other = relativeTo.orElseThrow();
    List<PerfResult> pair =
        runner.runInterleaved(
            declared, run(other, runDirectory.resolve("relative-to-" + other.id())));
    Outcome judged = againstBaseline(declared, pair.get(0), runner);
    return contract
        .ratio()
        .map(budget -> budget.judge(pair.get(0), pair.get(1)).applyTo(judged))
        .orElse(judged);
  }

  /**
   * Decides {@code measured} against the stored baseline, measuring a confirmation round if the
   * gate asks for one.
   */
  private Outcome againstBaseline(
      ContractRun declared, PerfResult measured, ContractRunner runner) {
    KvPerfSettings settings = run.settings();
    BaselineGate gate =
        new BaselineGate(
            settings.baselineMode(),
            new BaselineStore(settings.baselineDirectory()),
            run.gatedFigures());
    Outcome judged =
        gate.judge(
            measured,
            contract.budget(),
            contract.plan(declared),
            (sofar, count) -> runner.more(declared, sofar, count));
    return BaselineDossierHint.of(judged.judgements(), settings.explain())
        .map(hint -> judged.withDetail(judged.detail() + "\n  " + hint))
        .orElse(judged);
  }

  /** {@code judged} with the contract's latency ratio decided beside, if it has one. */
  private Outcome withLatencyRatio(Outcome judged) {
    return contract
        .latencyRatio()
        .map(budget -> budget.judge(judged.result()).applyTo(judged))
        .orElse(judged);
  }

  /** Publishes, reports and prints {@code outcome}; fails the invocation if it failed. */
  private void conclude(
      ExtensionContext context, ContractRun measured, Path runDirectory, Outcome outcome) {
    PerfResult result = outcome.result();
    String account = JudgementText.account(outcome.judgements(), outcome.detail());
    context.getStore(RunContext.NAMESPACE).put(PerfResult.class, result);
    run.report()
        .add(
            new ReportRow(
                result,
                outcome.decision(),
                outcome.judgements(),
                account,
                outcome.baselineOpsPerSecond(),
                MeasurementSummary.onThisJvm(
                    measured.measurement().warmupIterations(),
                    measured.measurement().warmupTime().toMillis(),
                    measured.measurement().iterations(),
                    measured.measurement().iterationTime().toMillis(),
                    measured.measurement().operationsPerThread(measured.workload().threads()),
                    measured.measurement().soak()),
                outcome.scores(),
                outcome.estimates(),
                outcome.profileMoves(),
                outcome.flameGraph()));
    context.publishReportEntry(ReportEntries.of(result, outcome.verdict(), account));
    System.out.println(ConsoleLine.of(result, outcome.verdict(), account, runDirectory));
    RunAttachments.publish(context, runDirectory, System.out);
    if (outcome.failed()) {
      throw new AssertionFailedError(contract.id() + " [" + engine.id() + "]: " + account);
    }
  }

  /**
   * What a comparison's floors of warm-up and iterations changed, for the verdict's message; empty
   * if nothing.
   */
  private static String floorNote(ContractRun declared, ContractRun measured) {
    MeasurementPlan from = declared.measurement();
    MeasurementPlan to = measured.measurement();
    String iterations =
        to.iterations() == from.iterations()
            ? ""
            : "\n  "
                + to.iterations()
                + " measured iterations per arm in each fork, not the contract's "
                + from.iterations()
                + " ("
                + CompareSettings.ITERATIONS
                + ")";
    return warmupNote(from, to) + iterations;
  }

  private static String warmupNote(MeasurementPlan from, MeasurementPlan to) {
    if (to.warmupIterations() == from.warmupIterations()
        && to.warmupTime().equals(from.warmupTime())) {
      return "";
    }
    return "\n  warm-up "
        + to.warmupIterations()
        + " × "
        + to.warmupTime().toMillis()
        + " ms per arm, not the contract's "
        + from.warmupIterations()
        + " × "
        + from.warmupTime().toMillis()
        + " ms at this scale ("
        + CompareSettings.WARMUP
        + ")";
  }

  private ContractRun run(KvEngine measured, Path runDirectory) {
    return run(contract, run.settings(), measured, runDirectory);
  }

  /** The run of {@code contract} on {@code measured} under {@code settings}. */
  static ContractRun run(
      ContractDefinition contract, KvPerfSettings settings, KvEngine measured, Path runDirectory) {
    MeasurementPlan plan = contract.measurement().scaled(settings.scale().factor());
    // A soak's fork measures for its whole phase: the timeout is for what comes around it.
    Duration deadline =
        plan.soak()
            ? settings.forkTimeout().plus(plan.iterationTime().multipliedBy(plan.iterations()))
            : settings.forkTimeout();
    return new ContractRun(
        contract.id(),
        settings.scale().name(),
        new ContractRun.Subject(measured, contract.settingsFor(measured.id())),
        contract.workload().scaled(settings.scale()),
        contract.opsPerSecond(),
        plan,
        new ContractRun.Forks(
            Stream.concat(contract.jvmArgs().stream(), settings.forkJvmArgs().stream()).toList(),
            deadline,
            runDirectory));
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == PerfResult.class;
  }

  @Override
  public PerfResult resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return context.getStore(RunContext.NAMESPACE).get(PerfResult.class, PerfResult.class);
  }
}
