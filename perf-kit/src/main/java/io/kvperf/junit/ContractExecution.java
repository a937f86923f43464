package io.kvperf.junit;

import io.kvperf.api.Reference;
import io.kvperf.baseline.BaselineGate;
import io.kvperf.baseline.BaselineMode;
import io.kvperf.baseline.BaselineStore;
import io.kvperf.baseline.GateOutcome;
import io.kvperf.baseline.RatioJudgement;
import io.kvperf.engine.KvEngine;
import io.kvperf.harness.ContractRun;
import io.kvperf.harness.ContractRunner;
import io.kvperf.harness.MeasurementPlan;
import io.kvperf.report.ConsoleLine;
import io.kvperf.report.MeasurementSummary;
import io.kvperf.report.ReportRow;
import io.kvperf.result.Judgement;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.BeforeTestExecutionCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.opentest4j.AssertionFailedError;

/**
 * Runs one contract on one engine before the test method: measure in a fork, report, apply the
 * baseline gate; then hands the {@link PerfResult} to the method's parameter.
 *
 * <p>It publishes the {@link ReportEntries} of the invocation.
 */
final class ContractExecution implements BeforeTestExecutionCallback, ParameterResolver {
  private final ContractDefinition contract;
  private final KvEngine engine;
  private final Optional<KvEngine> relativeTo;
  private final KvPerfSettings settings;

  ContractExecution(
      ContractDefinition contract,
      KvEngine engine,
      Optional<KvEngine> relativeTo,
      KvPerfSettings settings) {
    this.contract = contract;
    this.engine = engine;
    this.relativeTo = relativeTo;
    this.settings = settings;
  }

  @Override
  public void beforeTestExecution(ExtensionContext context) {
    Path runDirectory = settings.runDirectory(contract.id(), engine.id());
    ContractRun run = run(engine, runDirectory);
    ContractRunner runner = new ContractRunner(System.out, settings.verbose());
    Optional<ArmsExecution.Builds> compared = ArmsExecution.compared(context, settings);
    if (compared.isPresent()) {
      Optional<String> notCompared =
          ArmsExecution.whyNotCompared(contract.budget(), compared.get(), settings);
      if (notCompared.isPresent()) {
        conclude(
            context,
            run,
            runDirectory,
            new GateOutcome(
                List.of(
                    Judgement.notChecked(
                        "budgets a comparison of builds reads", "", Reason.NO_COMPARABLE_BUDGET)),
                notCompared.get(),
                runner.run(run)));
        return;
      }
      ContractRun warmed = run.withWarmupAtLeast(settings.compare().armWarmup());
      GateOutcome outcome =
          ArmsExecution.run(warmed, contract.budget(), compared.get(), settings, runner);
      conclude(
          context,
          warmed,
          runDirectory,
          outcome.withMessage(outcome.message() + warmupNote(run, warmed)));
      return;
    }
    PerfResult measured;
    Optional<RatioJudgement> ratio = Optional.empty();
    if (relativeTo.isPresent()) {
      KvEngine other = relativeTo.get();
      List<PerfResult> pair =
          runner.runInterleaved(run, run(other, runDirectory.resolve("relative-to-" + other.id())));
      measured = pair.get(0);
      ratio = contract.ratio().map(budget -> budget.judge(pair.get(0), pair.get(1)));
    } else if (settings.baselineMode() == BaselineMode.UPDATE
        && settings.updateBesideLoad()
        && run.measurement().reference() == Reference.SKIPLIST) {
      measured = runner.runBesideLoad(run);
    } else {
      measured = runner.run(run);
    }
    BaselineGate gate =
        new BaselineGate(
            settings.baselineMode(),
            new BaselineStore(settings.baselineDirectory()),
            GatedFigureCount.of(context, settings));
    GateOutcome judged =
        gate.judge(
            measured,
            contract.budget(),
            contract.plan(run),
            (sofar, count) -> runner.more(run, sofar, count));
    GateOutcome withRatio = ratio.map(judgement -> judgement.applyTo(judged)).orElse(judged);
    GateOutcome outcome =
        contract
            .latencyRatio()
            .map(budget -> budget.judge(withRatio.result()).applyTo(withRatio))
            .orElse(withRatio);
    conclude(context, run, runDirectory, outcome);
  }

  /** Publishes, reports and prints {@code outcome}; fails the invocation if it failed. */
  private void conclude(
      ExtensionContext context, ContractRun run, Path runDirectory, GateOutcome outcome) {
    PerfResult result = outcome.result();
    context.getStore(KvPerfExtension.NAMESPACE).put(PerfResult.class, result);
    ResultsReport.of(context, settings)
        .add(
            new ReportRow(
                result,
                outcome.decision(),
                outcome.judgements(),
                outcome.message(),
                outcome.baselineOpsPerSecond(),
                MeasurementSummary.onThisJvm(
                    run.measurement().warmupIterations(),
                    run.measurement().warmupTime().toMillis(),
                    run.measurement().iterations(),
                    run.measurement().iterationTime().toMillis(),
                    run.measurement().operationsPerThread(run.workload().threads())),
                outcome.scores(),
                outcome.estimates()));
    context.publishReportEntry(ReportEntries.of(result, outcome));
    System.out.println(ConsoleLine.of(result, outcome.verdict(), outcome.message(), runDirectory));
    if (outcome.failed()) {
      throw new AssertionFailedError(
          contract.id() + " [" + engine.id() + "]: " + outcome.message());
    }
  }

  /** What a comparison's warm-up floor changed, for the verdict's message; empty if nothing. */
  private static String warmupNote(ContractRun declared, ContractRun warmed) {
    if (warmed == declared) {
      return "";
    }
    MeasurementPlan from = declared.measurement();
    MeasurementPlan to = warmed.measurement();
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
    return run(contract, settings, measured, runDirectory);
  }

  /** The run of {@code contract} on {@code measured} under {@code settings}. */
  static ContractRun run(
      ContractDefinition contract, KvPerfSettings settings, KvEngine measured, Path runDirectory) {
    return new ContractRun(
        contract.id(),
        measured,
        contract.settingsFor(measured.id()),
        settings.scale().name(),
        contract.workload().scaled(settings.scale()),
        contract.measurement().scaled(settings.scale().factor()),
        contract.opsPerSecond(),
        Stream.concat(contract.jvmArgs().stream(), settings.forkJvmArgs().stream()).toList(),
        settings.forkTimeout(),
        runDirectory);
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == PerfResult.class;
  }

  @Override
  public PerfResult resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return context.getStore(KvPerfExtension.NAMESPACE).get(PerfResult.class, PerfResult.class);
  }
}
