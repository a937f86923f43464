package io.kvperf.internal.report;

import static io.kvperf.internal.report.ReportFixtures.forked;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.Figure;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** summary.md: failures first, one line per judged figure, short enough for a pull request. */
class SummaryMarkdownTest {
  private static ReportRow row(String contract, String engine, List<Judgement> judgements) {
    ReportRow fixture = ReportFixtures.row(forked(contract, engine, 1, 1, 1000), Verdict.OFF, 0);
    return new ReportRow(
        fixture.result(),
        InvocationVerdict.of(judgements),
        judgements,
        "detail",
        Double.NaN,
        fixture.measurement(),
        ReportRow.Shown.NOTHING);
  }

  private static Judgement throughput(Verdict verdict, Reason reason, double ratio) {
    return new Judgement(
        Figure.Run.THROUGHPUT,
        new Judgement.Compared(Basis.OTHER_BUILD, "B"),
        new Estimate(ratio, ratio - 0.05, ratio + 0.05),
        new Limits(0.9, 0.9, 0.85),
        Step.PAIRS,
        verdict,
        reason);
  }

  @Test
  void failuresComeFirstAndEveryJudgedFigureHasItsLine() {
    RunReport report =
        RunReport.empty()
            .with(
                row(
                    "a.C#get",
                    "skiplist",
                    List.of(throughput(Verdict.PASSED, Reason.WITHIN_BUDGET, 1.0))))
            .with(row("a.C#get", "lmdb", List.of()))
            .with(
                row(
                    "a.C#get",
                    "rocksdb",
                    List.of(throughput(Verdict.FAILED, Reason.BEYOND_BUDGET, 0.7))));

    assertThat(SummaryMarkdown.render(report))
        .isEqualTo(
            "## kvperf\n\n"
                + "3 invocations: 1 PASSED, 1 NOT_CHECKED (1 no budget against a baseline), 1"
                + " FAILED\n\n"
                + "| verdict | contract | engine | what was judged |\n"
                + "|---|---|---|---|\n"
                + "| **FAILED** | a.C#get | rocksdb | throughput -30.0 % \\[-35.0, -25.0\\] against B;"
                + " a 10 % budget |\n"
                + "| PASSED | a.C#get | skiplist | throughput +0.0 % \\[-5.0, +5.0\\] against B; a"
                + " 10 % budget: this run could only have caught a change of 15 % or more |\n"
                + "| NOT_CHECKED | a.C#get | lmdb | no budget against a baseline |\n");
  }

  @Test
  void whatTheRunFoundIsItsInvocationsFirstLine() {
    RunReport report =
        RunReport.empty()
            .with(
                ReportFixtures.found(
                    row(
                        "a.C#get",
                        "rocksdb",
                        List.of(throughput(Verdict.FAILED, Reason.BEYOND_BUDGET, 0.7))),
                    List.of(ReportFixtures.firstMovedVersion())));

    assertThat(SummaryMarkdown.render(report))
        .endsWith(
            "| verdict | contract | engine | what was judged |\n"
                + "|---|---|---|---|\n"
                + "| **FAILED** | a.C#get | rocksdb | 9.1.0 is the first version that moved (9.0.1"
                + " did not): throughput -24.7 % \\[-27.0, -22.3\\] against"
                + " org.rocksdb:rocksdbjni:9.0.1; a 10 % budget |\n"
                + "| **FAILED** | a.C#get | rocksdb | throughput -30.0 % \\[-35.0, -25.0\\] against B;"
                + " a 10 % budget |\n");
  }

  @Test
  void aMarkdownInjectingCpuNameIsPlainText() {
    RunReport report =
        RunReport.empty()
            .with(
                ReportFixtures.judged(
                    forked("a.C#get", "rocksdb", 1, 1, 1000),
                    List.of(ReportFixtures.allocationAgainstInjectingCpu())));

    assertThat(SummaryMarkdown.render(report))
        .isEqualTo(
            "## kvperf\n\n"
                + "1 invocation: 1 PASSED\n\n"
                + "| verdict | contract | engine | what was judged |\n"
                + "|---|---|---|---|\n"
                + "| PASSED | a.C#get | rocksdb | allocation per operation +2.0 % \\[-2.0, +6.0\\]"
                + " against the baseline of "
                + ReportFixtures.INJECTING_CPU_ESCAPED
                + "; a 10 % budget |\n");
  }

  @Test
  void aVersionThatCouldNotRunLeadsWithItsCause() {
    RunReport report =
        RunReport.empty()
            .with(
                ReportFixtures.judged(
                    forked("a.C#get", "rocksdb", 1, 1, 1000),
                    List.of(
                        throughput(Verdict.PASSED, Reason.WITHIN_BUDGET, 1.0),
                        ReportFixtures.versionThatCouldNotRun())));

    assertThat(SummaryMarkdown.render(report))
        .isEqualTo(
            "## kvperf\n\n"
                + "1 invocation: 1 FAILED\n\n"
                + "| verdict | contract | engine | what was judged |\n"
                + "|---|---|---|---|\n"
                + "| **FAILED** | a.C#get | rocksdb | org.rocksdb:rocksdbjni:10.10.1 FAILED: could not"
                + " run (org.rocksdb:rocksdbjni:9.0.1): arm A (org.rocksdb:rocksdbjni:10.10.1):"
                + " engine 'rocksdb' failed in its forked JVM: java.lang.UnsatisfiedLinkError:"
                + " /tmp/librocksdbjni.so: /lib/libc.so.6: version \\`GLIBC_2.38' not found |\n"
                + "| PASSED | a.C#get | rocksdb | throughput +0.0 % \\[-5.0, +5.0\\] against B; a"
                + " 10 % budget: this run could only have caught a change of 15 % or more |\n");
  }

  @Test
  void aLongRunIsCutAndPointsAtTheFullReport() {
    RunReport report = RunReport.empty();
    for (int i = 0; i < SummaryMarkdown.MAX_LINES + 5; i++) {
      report =
          report.with(
              row(
                  "a.C" + i + "#get",
                  "skiplist",
                  List.of(throughput(Verdict.PASSED, Reason.WITHIN_BUDGET, 1.0))));
    }

    String summary = SummaryMarkdown.render(report);
    assertThat(summary.lines().filter(line -> line.startsWith("| PASSED"))).hasSize(60);
    assertThat(summary).contains("5 more lines").contains("results.md");
  }
}
