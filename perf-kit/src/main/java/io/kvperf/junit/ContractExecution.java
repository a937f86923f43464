package io.kvperf.junit;

import io.kvperf.baseline.BaselineGate;
import io.kvperf.baseline.BaselineStore;
import io.kvperf.baseline.GateOutcome;
import io.kvperf.engine.KvEngine;
import io.kvperf.harness.ContractRun;
import io.kvperf.harness.ContractRunner;
import io.kvperf.report.ReportRow;
import io.kvperf.result.PerfResult;
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
  private final KvPerfSettings settings;

  ContractExecution(ContractDefinition contract, KvEngine engine, KvPerfSettings settings) {
    this.contract = contract;
    this.engine = engine;
    this.settings = settings;
  }

  @Override
  public void beforeTestExecution(ExtensionContext context) {
    ContractRun run =
        new ContractRun(
            contract.id(),
            engine,
            settings.scale().name(),
            contract.workload().scaled(settings.scale()),
            contract.measurement().scaled(settings.scale().factor()),
            contract.opsPerSecond(),
            java.util.stream.Stream.concat(
                    contract.jvmArgs().stream(), settings.forkJvmArgs().stream())
                .toList(),
            settings.forkTimeout(),
            settings.runDirectory(contract.id(), engine.id()));
    ContractRunner runner = new ContractRunner(System.out);
    BaselineGate gate =
        new BaselineGate(settings.baselineMode(), new BaselineStore(settings.baselineDirectory()));
    GateOutcome outcome =
        gate.judge(
            runner.run(run),
            contract.budget(),
            contract.plan(run),
            (measured, count) -> runner.more(run, measured, count));
    PerfResult result = outcome.result();
    context.getStore(KvPerfExtension.NAMESPACE).put(PerfResult.class, result);
    ResultsReport.of(context, settings).add(new ReportRow(result, outcome.verdict().name()));
    context.publishReportEntry(ReportEntries.of(result, outcome));
    System.out.printf("kvperf: %s [%s]: %s%n", contract.id(), engine.id(), outcome.message());
    if (outcome.failed()) {
      throw new AssertionFailedError(
          contract.id() + " [" + engine.id() + "]: " + outcome.message());
    }
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
