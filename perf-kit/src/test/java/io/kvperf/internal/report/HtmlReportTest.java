package io.kvperf.internal.report;

import static io.kvperf.internal.report.ReportFixtures.forked;
import static io.kvperf.internal.report.ReportFixtures.row;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.ArmEstimate;
import io.kvperf.result.Figure;
import io.kvperf.result.FlameFrame;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The page says at a glance what passed, what failed and what could not be decided, and why: each
 * page compared whole with its expected copy under {@value GoldenFile#RESOURCES}{@code
 * /html-report} ({@link GoldenFile}).
 */
class HtmlReportTest {

  @Test
  void anUndecidedComparisonIsNamedUndecidedWithItsHeadlineAndNothingClaimsABudgetHeld()
      throws IOException {
    ReportRow undecided = comparison("skiplist", Verdict.INCONCLUSIVE, 0.99, 0.817, 1.20);
    ReportRow held = comparison("rocksdb", Verdict.PASSED, 1.01, 0.95, 1.07);

    // the undecided one first, with its headline; nothing names a failure or claims a budget held
    GoldenFile.assertRendered(
        "html-report/undecided-before-passed.html",
        HtmlReport.render(RunReport.empty().with(undecided).with(held)));
  }

  @Test
  void failuresOpenThePageInRed() throws IOException {
    ReportRow failed = comparison("rocksdb", Verdict.FAILED, 0.69, 0.64, 0.75);
    ReportRow unchecked = row(forked("a.C#get", "h2-mvstore", 1, 3, 900), Verdict.NOT_CHECKED, 0);

    // the failure first, in red, then what was not checked
    GoldenFile.assertRendered(
        "html-report/failure-in-red.html",
        HtmlReport.render(RunReport.empty().with(unchecked).with(failed)));
  }

  @Test
  void whatTheRunFoundLeadsItsInvocationInTheVerdictList() throws IOException {
    ReportRow failed =
        ReportFixtures.found(
            comparison("rocksdb", Verdict.FAILED, 0.69, 0.64, 0.75),
            List.of(ReportFixtures.firstMovedVersion()));

    // the first version that moved leads the invocation's line, before its headline
    GoldenFile.assertRendered(
        "html-report/finding-leads.html", HtmlReport.render(RunReport.empty().with(failed)));
  }

  @Test
  void aComparisonsChartNamesItsArmsAAndB() throws IOException {
    ReportRow held = comparison("rocksdb", Verdict.PASSED, 1.01, 0.95, 1.07);

    // the chart's legend: A, this build; B, this build again (A/A)
    GoldenFile.assertRendered(
        "html-report/arms-a-and-b.html", HtmlReport.render(RunReport.empty().with(held)));
  }

  @Test
  void theEngineSettingsShowWhatTheResultRecords() throws IOException {
    ReportRow plain = row(forked("a.C#get", "rocksdb", 1, 3, 1000), Verdict.PASSED, 1000);

    // rocksdb's options (cache: 8 MB) and its forks' JVM options (-Xmx1g)
    GoldenFile.assertRendered(
        "html-report/engine-settings.html", HtmlReport.render(RunReport.empty().with(plain)));
  }

  @Test
  void thePageAllowsItselfNothingButItsInlineStyle() {
    String page =
        HtmlReport.render(
            RunReport.empty()
                .with(row(forked("a.C#get", "rocksdb", 1, 3, 1000), Verdict.PASSED, 0)));

    assertThat(page)
        .startsWith(
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta"
                + " http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src"
                + " 'unsafe-inline'; base-uri 'none'; form-action 'none'\"><title>kvperf"
                + " results</title><style>");
    assertThat(page)
        .as("what the policy would block: nothing on the page needs it")
        .doesNotContain("<script", "<img", "<link", "<iframe", "<form", "<base", "url(", "style=\"")
        .contains("<svg");
  }

  @Test
  void aVersionThatCouldNotRunLeadsItsInvocationsHeadlinesWithItsCause() throws IOException {
    ReportRow swept =
        ReportFixtures.judged(
            forked("a.C#get", "rocksdb", 1, 3, 1000),
            List.of(
                comparison("rocksdb", Verdict.PASSED, 1.01, 0.95, 1.07).judgements().get(0),
                ReportFixtures.versionThatCouldNotRun()));

    // the version that could not run, with its cause, heads the line, before the A/A headline
    GoldenFile.assertRendered(
        "html-report/version-could-not-run.html", HtmlReport.render(RunReport.empty().with(swept)));
  }

  /** A comparison of this build against itself on {@code engine}, judged {@code verdict}. */
  private static ReportRow comparison(
      String engine, Verdict verdict, double ratio, double low, double high) {
    PerfResult result = forked("a.C#get", engine, 1, 3, 1000);
    Reason reason = ReportFixtures.reasonOf(verdict);
    Judgement judgement =
        new Judgement(
            Figure.Run.THROUGHPUT,
            new Judgement.Compared(Basis.OTHER_BUILD, "this build again (A/A)"),
            new Judgement.Estimate(ratio, low, high),
            new Judgement.Limits(0.9, 0.9, Double.NaN),
            Judgement.Step.PAIRS,
            verdict,
            reason);
    return new ReportRow(
        result,
        new InvocationVerdict(verdict, reason),
        List.of(judgement),
        verdict + " because",
        Double.NaN,
        ReportFixtures.MEASUREMENT,
        new ReportRow.Shown(
            List.of(),
            List.of(
                new ArmEstimate(
                    "this build",
                    "this build again (A/A)",
                    "throughput",
                    ratio,
                    low,
                    high,
                    verdict)),
            List.of(),
            FlameFrame.none(),
            List.of()));
  }
}
