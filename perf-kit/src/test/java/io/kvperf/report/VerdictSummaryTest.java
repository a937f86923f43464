package io.kvperf.report;

import static io.kvperf.report.ReportFixtures.forked;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The line below a run counts the verdicts and says why invocations were left unchecked. */
class VerdictSummaryTest {
  private static ReportRow row(String engine, String gate, String message) {
    ReportRow fixture = ReportFixtures.row(forked("a.C#get", engine, 1, 1, 1000), gate, 1000);
    return new ReportRow(
        fixture.result(), gate, message, 1000, fixture.measurement(), List.of(), List.of());
  }

  @Test
  void uncheckedInvocationsAreCountedByWhy() {
    RunReport report =
        RunReport.empty()
            .with(row("skiplist", "PASSED", "throughput: passed"))
            .with(
                row(
                    "rocksdb",
                    "NOT_CHECKED",
                    "not checked: throughput and p99: no baseline for this engine, scale and"
                        + " machine in baselines/a.C/get.json"))
            .with(
                row(
                    "lmdb",
                    "NOT_CHECKED",
                    "not checked: throughput and p99: no baseline for this engine, scale and"
                        + " machine"))
            .with(
                row(
                    "krati",
                    "NOT_CHECKED",
                    "not checked: the contract has no budget against a baseline (and no baseline"
                        + " for this engine, scale and machine)"))
            .with(row("h2-mvstore", "INCONCLUSIVE", "A against B in 16 pairs"));

    assertThat(VerdictSummary.line(report))
        .isEqualTo(
            "kvperf: 5 invocations: 1 PASSED, 3 NOT_CHECKED (2 another CPU's baseline (throughput"
                + " and p99 not compared), 1 no budget against a baseline), 1 INCONCLUSIVE"
                + " (comparisons of builds too noisy to decide; see each account)");
  }

  @Test
  void aReportWithoutMeasurementsPrintsNothing() {
    assertThat(VerdictSummary.line(RunReport.empty())).isEmpty();
  }
}
