package io.kvperf.internal.junit;

import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.report.AccountText;
import io.kvperf.internal.report.ConsoleLine;
import io.kvperf.internal.report.ForkJvm;
import io.kvperf.internal.report.JudgementText;
import io.kvperf.internal.report.MeasurementSummary;
import io.kvperf.internal.report.ReportRow;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.result.PerfResult;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The report step of one invocation: its outcome into the run's report, the JUnit report entries,
 * the console line and the attached run directory; then the invocation fails if the outcome did.
 */
final class InvocationConclusion {
  private final String invocation;
  private final ResultsReport report;

  /**
   * Concludes the invocation named {@code invocation} ({@code contract [engine]}) into {@code
   * report}.
   */
  InvocationConclusion(String invocation, ResultsReport report) {
    this.invocation = invocation;
    this.report = report;
  }

  /**
   * Reports and prints {@code outcome} of {@code measured}, whose directory is attached to the
   * test.
   *
   * @throws InvocationFailedError with the account when the outcome failed
   */
  void conclude(ExtensionContext context, ContractRun measured, Outcome outcome) {
    PerfResult result = outcome.result();
    String account = JudgementText.account(outcome.judgements(), AccountText.of(outcome.account()));
    report.add(
        new ReportRow(
            result,
            outcome.decision(),
            outcome.judgements(),
            account,
            outcome.baselineOpsPerSecond(),
            summary(measured),
            new ReportRow.Shown(
                outcome.scores(),
                outcome.estimates(),
                outcome.profileMoves(),
                outcome.flameGraph(),
                outcome.findings())));
    context.publishReportEntry(ReportEntries.of(result, outcome.verdict(), account));
    Path runDirectory = measured.forks().directory();
    System.out.println(
        ConsoleLine.of(result, outcome.verdict(), outcome.findings(), account, runDirectory));
    RunAttachments.publish(context, runDirectory, System.out);
    if (outcome.failed()) {
      throw new InvocationFailedError(invocation + ": " + account, outcome);
    }
  }

  /** How {@code measured} was measured, as the reports state it, on the JVM forks start with. */
  private static MeasurementSummary summary(ContractRun measured) {
    MeasurementPlan plan = measured.measurement();
    return new MeasurementSummary(
        plan.warmup().iterations(),
        plan.warmup().iterationTime().toMillis(),
        plan.measured().iterations(),
        plan.measured().iterationTime().toMillis(),
        ForkJvm.thisJvm(),
        plan.operationsPerThread(measured.workload().threads()),
        plan.soak());
  }
}
