package io.kvperf.internal.junit;

import io.kvperf.engine.KvEngine;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.junit.InvocationPlan.How;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.soak.SoakPlan;
import io.kvperf.result.PerfResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.BeforeTestExecutionCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Runs one contract on one engine before the test method, in four steps: plan how it is measured
 * and decided ({@link InvocationPlan}), measure it in forks and decide it into judgements ({@link
 * InvocationMeasurement}), and report them ({@link InvocationConclusion}); then hands the {@link
 * PerfResult} to the method's parameter.
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
    Path runDirectory = settings.output().runDirectory(contract.id(), engine.id());
    ContractRunner.emptyRunDirectory(runDirectory);
    ContractRun declared = run(engine, runDirectory);
    InvocationPlan plan =
        InvocationPlan.of(
            run.betweenBuilds(contract.budgets().perFigure()),
            relativeTo,
            declared.measurement().reference(),
            run);
    ContractRun measured =
        plan.how() == How.COMPARE_BUILDS
            ? ComparisonFloors.raise(declared, settings.compare())
            : declared;
    Optional<ContractRun> besideEngine =
        relativeTo.map(other -> run(other, runDirectory.resolve("relative-to-" + other.id())));
    Outcome outcome =
        new InvocationMeasurement(
                contract, run, new ContractRunner(System.out, settings.output().verbose()))
            .measure(plan, new InvocationMeasurement.Runs(declared, measured, besideEngine));
    context.getStore(RunContext.NAMESPACE).put(PerfResult.class, outcome.result());
    Optional<RuntimeException> unkept = keepHistory(measured, outcome);
    try {
      new InvocationConclusion(contract.id() + " [" + engine.id() + "]", run.report())
          .conclude(context, measured, outcome);
    } catch (AssertionError failed) {
      unkept.ifPresent(failed::addSuppressed);
      throw failed;
    }
    if (unkept.isPresent()) {
      throw unkept.get();
    }
  }

  /**
   * Appends the invocation's points to the run's history, if it keeps one; what kept them from it,
   * if anything did, so that the invocation is reported first and fails after.
   */
  private Optional<RuntimeException> keepHistory(ContractRun measured, Outcome outcome) {
    if (run.history().isEmpty()) {
      return Optional.empty();
    }
    try {
      run.history()
          .get()
          .append(
              outcome.result(),
              contract.budgets().perFigure(),
              contract.plan(measured).hash(),
              outcome.estimates(),
              run.anchor());
      return Optional.empty();
    } catch (RuntimeException e) {
      return Optional.of(e);
    }
  }

  private ContractRun run(KvEngine measured, Path runDirectory) {
    return run(contract, run.settings(), measured, runDirectory);
  }

  /** The run of {@code contract} on {@code measured} under {@code settings}. */
  static ContractRun run(
      ContractDefinition contract, KvPerfSettings settings, KvEngine measured, Path runDirectory) {
    MeasurementPlan plan = contract.measurement().scaled(settings.scope().scale().factor());
    Duration deadline =
        plan.soak()
            ? new SoakPlan(plan.measured().iterationTime(), plan.measured().iterations())
                .forkDeadline(settings.fork().timeout())
            : settings.fork().timeout();
    return new ContractRun(
        contract.id(),
        settings.scope().scale().name(),
        new ContractRun.Subject(measured, contract.engines().settingsFor(measured.id())),
        contract.workload().scaled(settings.scope().scale()),
        contract.opsPerSecond(),
        plan,
        new ContractRun.Forks(
            Stream.concat(contract.jvmArgs().stream(), settings.fork().jvmArgs().stream()).toList(),
            deadline,
            runDirectory,
            settings.fork().cpu()));
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
