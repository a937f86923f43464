package io.kvperf.internal.junit;

import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.report.AccountText;
import io.kvperf.internal.report.ConsoleLine;
import io.kvperf.internal.report.JudgementText;
import io.kvperf.internal.report.MeasurementSummary;
import io.kvperf.internal.report.ReportRow;
import io.kvperf.internal.settings.ExplainSettings;
import io.kvperf.result.PerfResult;
import java.nio.file.Path;
import java.util.Map;

/**
 * What {@link ContractExecution} makes of an invocation's outcome once it is decided, made by the
 * classes it calls, in the same order: for the report's golden files, which run no fork. Keep in
 * step with {@code ContractExecution.againstBaseline} and {@code ContractExecution.conclude}.
 *
 * @param row the report's row
 * @param consoleLine the line printed on the console
 * @param reportEntries the JUnit report entries published, in order
 */
public record ConcludedInvocation(
    ReportRow row, String consoleLine, Map<String, String> reportEntries) {

  /** The gate's {@code judged}, with the line a failure against a baseline adds. */
  public static Outcome withBaselineHint(Outcome judged, ExplainSettings explain) {
    return BaselineDossierHint.of(judged.judgements(), explain)
        .map(hint -> judged.withAccount(judged.account().then(hint)))
        .orElse(judged);
  }

  /**
   * The row, console line and report entries of {@code outcome}, measured as {@code measurement}
   * says, its run directory {@code runDirectory}.
   */
  public static ConcludedInvocation of(
      Outcome outcome, MeasurementSummary measurement, Path runDirectory) {
    PerfResult result = outcome.result();
    String account = JudgementText.account(outcome.judgements(), AccountText.of(outcome.account()));
    ReportRow row =
        new ReportRow(
            result,
            outcome.decision(),
            outcome.judgements(),
            account,
            outcome.baselineOpsPerSecond(),
            measurement,
            new ReportRow.Shown(
                outcome.scores(),
                outcome.estimates(),
                outcome.profileMoves(),
                outcome.flameGraph(),
                outcome.findings()));
    return new ConcludedInvocation(
        row,
        ConsoleLine.of(result, outcome.verdict(), outcome.findings(), account, runDirectory),
        ReportEntries.of(result, outcome.verdict(), account));
  }
}
