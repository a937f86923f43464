package io.kvperf.internal.report;

import static io.kvperf.internal.report.ReportFixtures.forked;
import static io.kvperf.internal.report.ReportFixtures.row;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.ArmEstimate;
import io.kvperf.result.FlameFrame;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The page says at a glance what passed, what failed and what could not be decided, and why. */
class HtmlReportTest {

  @Test
  void anUndecidedComparisonIsNamedUndecidedWithItsHeadlineAndNothingClaimsABudgetHeld() {
    ReportRow undecided = comparison("skiplist", Verdict.INCONCLUSIVE, 0.99, 0.817, 1.20);
    ReportRow held = comparison("rocksdb", Verdict.PASSED, 1.01, 0.95, 1.07);

    String page = HtmlReport.render(RunReport.empty().with(undecided).with(held));

    String verdicts = page.substring(page.indexOf("id=\"verdicts\""), page.indexOf("<h2>a.C#get"));
    assertThat(verdicts)
        .contains("2 invocations: ")
        .contains("<h3>Could not be decided (1)</h3>")
        .contains("<b>a.C#get [skiplist]</b>: throughput -1.0 % [-18.3, +20.0] against this build")
        .contains("<h3>Passed (1)</h3>")
        .doesNotContain("Failed")
        .doesNotContain("every budget checked held");
    assertThat(verdicts.indexOf("Could not be decided"))
        .as("the undecided before what passed")
        .isLessThan(verdicts.indexOf("Passed"));
  }

  @Test
  void failuresOpenThePageInRed() {
    ReportRow failed = comparison("rocksdb", Verdict.FAILED, 0.69, 0.64, 0.75);
    ReportRow unchecked = row(forked("a.C#get", "h2-mvstore", 1, 3, 900), Verdict.NOT_CHECKED, 0);

    String page = HtmlReport.render(RunReport.empty().with(unchecked).with(failed));

    assertThat(page)
        .contains("<h3 class=\"failed\">Failed (1)</h3>")
        .contains("<li class=\"failed\"><b>a.C#get [rocksdb]</b>: throughput -31.0 %")
        .contains("<h3>Not checked (1)</h3>");
    assertThat(page.indexOf("Failed (1)")).isLessThan(page.indexOf("Not checked (1)"));
  }

  @Test
  void whatTheRunFoundLeadsItsInvocationInTheVerdictList() {
    ReportRow failed =
        ReportFixtures.found(
            comparison("rocksdb", Verdict.FAILED, 0.69, 0.64, 0.75),
            List.of(ReportFixtures.firstMovedVersion()));

    assertThat(HtmlReport.render(RunReport.empty().with(failed)))
        .contains(
            "<li class=\"failed\"><b>a.C#get [rocksdb]</b>: 9.1.0 is the first version that moved"
                + " (9.0.1 did not): throughput -24.7 % [-27.0, -22.3] against"
                + " org.rocksdb:rocksdbjni:9.0.1; a 10 % budget<br>throughput -31.0 % [-36.0, -25.0]"
                + " against this build again (A/A); a 10 % budget</li>");
  }

  @Test
  void aComparisonsChartNamesItsArmsAAndB() {
    ReportRow held = comparison("rocksdb", Verdict.PASSED, 1.01, 0.95, 1.07);

    assertThat(HtmlReport.render(RunReport.empty().with(held)))
        .contains(">A: this build<")
        .contains(">B: this build again (A/A)<");
  }

  @Test
  void theEngineSettingsShowWhatTheResultRecords() {
    ReportRow plain = row(forked("a.C#get", "rocksdb", 1, 3, 1000), Verdict.PASSED, 1000);

    assertThat(HtmlReport.render(RunReport.empty().with(plain)))
        .contains("<b>rocksdb</b> options: cache: 8 MB. Fork JVM: -Xmx1g.");
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
  void aVersionThatCouldNotRunLeadsItsInvocationsHeadlinesWithItsCause() {
    ReportRow swept =
        ReportFixtures.judged(
            forked("a.C#get", "rocksdb", 1, 3, 1000),
            List.of(
                comparison("rocksdb", Verdict.PASSED, 1.01, 0.95, 1.07).judgements().get(0),
                ReportFixtures.versionThatCouldNotRun()));

    assertThat(HtmlReport.render(RunReport.empty().with(swept)))
        .contains(
            "<li class=\"failed\"><b>a.C#get [rocksdb]</b>: org.rocksdb:rocksdbjni:10.10.1"
                + " FAILED: could not run (org.rocksdb:rocksdbjni:9.0.1): arm A"
                + " (org.rocksdb:rocksdbjni:10.10.1): engine 'rocksdb' failed in its forked JVM:"
                + " java.lang.UnsatisfiedLinkError: /tmp/librocksdbjni.so: /lib/libc.so.6: version"
                + " `GLIBC_2.38' not found<br>throughput +1.0 % [-5.0, +7.0] against this build"
                + " again (A/A); a 10 % budget</li>");
  }

  /** A comparison of this build against itself on {@code engine}, judged {@code verdict}. */
  private static ReportRow comparison(
      String engine, Verdict verdict, double ratio, double low, double high) {
    PerfResult result = forked("a.C#get", engine, 1, 3, 1000);
    Reason reason = ReportFixtures.reasonOf(verdict);
    Judgement judgement =
        new Judgement(
            "throughput",
            true,
            Basis.OTHER_BUILD,
            "this build again (A/A)",
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
        List.of(),
        List.of(
            new ArmEstimate(
                "this build", "this build again (A/A)", "throughput", ratio, low, high, verdict)),
        List.of(),
        FlameFrame.none(),
        List.of());
  }
}
