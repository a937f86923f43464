package io.kvperf.internal.report;

import static io.kvperf.internal.report.ReportFixtures.forked;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The line below a run counts the verdicts and says why invocations were left unchecked, from their
 * typed reasons: the accounts' text plays no part.
 */
class VerdictSummaryTest {
  private static ReportRow row(String engine, Verdict verdict, Reason reason) {
    ReportRow fixture = ReportFixtures.row(forked("a.C#get", engine, 1, 1, 1000), verdict, 1000);
    return new ReportRow(
        fixture.result(),
        new InvocationVerdict(verdict, reason),
        List.of(),
        "an account no summary reads",
        1000,
        fixture.measurement(),
        ReportRow.Shown.NOTHING);
  }

  @Test
  void uncheckedInvocationsAreCountedByWhy() {
    RunReport report =
        RunReport.empty()
            .with(row("skiplist", Verdict.PASSED, Reason.WITHIN_BUDGET))
            .with(row("rocksdb", Verdict.NOT_CHECKED, Reason.OTHER_CPU_BASELINE))
            .with(row("lmdb", Verdict.NOT_CHECKED, Reason.OTHER_CPU_BASELINE))
            .with(row("krati", Verdict.NOT_CHECKED, Reason.NO_BUDGET))
            .with(row("h2-mvstore", Verdict.INCONCLUSIVE, Reason.UNDECIDED));

    assertThat(VerdictSummary.line(report))
        .isEqualTo(
            "kvperf: 5 invocations: 1 PASSED, 3 NOT_CHECKED (2 another CPU's baseline (throughput"
                + " and p99 not compared), 1 no budget against a baseline), 1 INCONCLUSIVE"
                + " (comparisons of builds too noisy to decide; see each account)");
  }

  @ParameterizedTest
  @EnumSource(
      value = Reason.class,
      names = {
        "NO_BUDGET",
        "NO_COMPARABLE_BUDGET",
        "ESTIMATED_ONLY",
        "OTHER_CPU_BASELINE",
        "NO_BASELINE",
        "STALE_BASELINE",
        "TOO_FEW_RUNS",
        "UNKNOWN_MACHINE",
        "NOT_IN_BASELINE",
        "NOT_MEASURED",
        "BASELINES_OFF"
      })
  void everyReasonAnInvocationIsLeftUncheckedForHasItsOwnWords(Reason reason) {
    String line =
        VerdictSummary.line(RunReport.empty().with(row("skiplist", Verdict.NOT_CHECKED, reason)));

    assertThat(line)
        .isEqualTo(
            "kvperf: 1 invocation: 1 NOT_CHECKED (1 " + VerdictSummary.whyNotChecked(reason) + ")")
        .doesNotContain("another reason");
  }

  @Test
  void theReasonsWordsAreDistinct() {
    List<String> words =
        List.of(Reason.values()).stream()
            .filter(r -> !VerdictSummary.whyNotChecked(r).startsWith("another reason"))
            .map(VerdictSummary::whyNotChecked)
            .toList();
    assertThat(words).doesNotHaveDuplicates().hasSize(13);
  }

  @Test
  void theSameAccountTextUnderTwoReasonsIsCountedByTheReason() {
    RunReport report =
        RunReport.empty()
            .with(row("rocksdb", Verdict.NOT_CHECKED, Reason.STALE_BASELINE))
            .with(row("lmdb", Verdict.NOT_CHECKED, Reason.TOO_FEW_RUNS));

    assertThat(VerdictSummary.line(report))
        .isEqualTo(
            "kvperf: 2 invocations: 2 NOT_CHECKED (1 a stale baseline, 1 a baseline of too few"
                + " runs)");
  }

  @Test
  void aReportWithoutMeasurementsPrintsNothing() {
    assertThat(VerdictSummary.line(RunReport.empty())).isEmpty();
  }
}
