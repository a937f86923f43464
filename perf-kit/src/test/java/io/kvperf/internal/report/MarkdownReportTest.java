package io.kvperf.internal.report;

import static io.kvperf.internal.report.ReportFixtures.forked;
import static io.kvperf.internal.report.ReportFixtures.pooled;
import static io.kvperf.internal.report.ReportFixtures.row;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.FlameFrame;
import io.kvperf.result.Verdict;
import java.io.IOException;
import java.util.List;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;

/**
 * {@code results.md} of fixed reports, each compared whole with its expected copy under {@value
 * GoldenFile#RESOURCES}{@code /markdown-report} ({@link GoldenFile}); beside it, the order of
 * contracts and rows as the report's values.
 */
class MarkdownReportTest {
  @Test
  void rendersOneTablePerContractInTheSeedsShape() throws IOException {
    RunReport report =
        RunReport.empty()
            .with(
                row(
                    pooled("b.C#get", "skiplist", 1.0, 2.0, 3.0, 4.0, 5.0),
                    Verdict.PASSED,
                    Double.NaN))
            .with(
                row(
                    pooled("a.C#get", "skiplist", 1_000_000.0, 1_000_000.0, 1_000_000.0),
                    Verdict.PASSED,
                    Double.NaN))
            .with(row(pooled("c.C#get", "skiplist", 10.0, 20.0), Verdict.PASSED, Double.NaN));

    assertThat(report.contracts()).containsExactly("a.C#get", "b.C#get", "c.C#get");
    // b.C#get's scores span more than tenfold: no useful interval; c.C#get has too few for one
    GoldenFile.assertRendered(
        "markdown-report/one-table-per-contract.md", MarkdownReport.render(report));
  }

  @Test
  void failedBudgetsComeFirstWithTheBaselineAndTheChangeAgainstIt() throws IOException {
    RunReport report =
        RunReport.empty()
            .with(row(forked("a.C#get", "rocksdb", 1, 3, 1000), Verdict.PASSED, 1000))
            .with(row(forked("z.C#get", "skiplist", 1, 3, 800), Verdict.FAILED, 1000))
            .with(row(forked("z.C#get", "lmdb", 1, 3, 900), Verdict.PASSED, 900));

    assertThat(report.contracts())
        .as("the failed contract first")
        .containsExactly("z.C#get", "a.C#get");
    assertThat(report.rowsOf("z.C#get"))
        .as("the failed engine first within its contract")
        .extracting(r -> r.result().engine())
        .containsExactly("skiplist", "lmdb");
    assertThat(report.failures()).extracting(r -> r.result().engine()).containsExactly("skiplist");
    assertThat(report.passes())
        .as("the budgets that held, in report order")
        .extracting(r -> r.result().engine())
        .containsExactly("lmdb", "rocksdb");
    // skiplist's mean of fork medians 800, 808, 816 is -19.2 % against 1,000; the failed budgets
    // lead, the ones that held close the report, after the tables and the engine settings
    GoldenFile.assertRendered(
        "markdown-report/failed-budgets-first.md", MarkdownReport.render(report));
  }

  @Test
  void skippedEnginesAreListedWithTheirReasonsAndThreadCountsMakeTheOakTable() throws IOException {
    RunReport report =
        RunReport.empty()
            .with(
                row(
                    forked("o.Oak#getOnly[threads=1]", "skiplist", 1, 1, 1000),
                    Verdict.OFF,
                    Double.NaN))
            .with(
                row(
                    forked("o.Oak#getOnly[threads=4]", "skiplist", 4, 1, 3000),
                    Verdict.OFF,
                    Double.NaN))
            .with(row(forked("o.Oak#putOnly", "skiplist", 1, 1, 500), Verdict.OFF, Double.NaN))
            .with(
                row(
                    forked("k.Krati#readWhileWriting", "krati", 5, 1, 900),
                    Verdict.OFF,
                    Double.NaN))
            .with(row(forked("k.Krati#readOnly", "krati", 1, 1, 900), Verdict.OFF, Double.NaN))
            .with(new SkippedInvocation("o.Oak#getOnly", "krati", "engine 'krati' lacks [SCAN]"))
            .with(new SkippedInvocation("o.Oak#scan", "krati", "engine 'krati' lacks [SCAN]"));

    assertThat(report.contracts())
        .as("the contracts no engine ran are listed too, last")
        .containsExactly(
            "k.Krati#readOnly",
            "k.Krati#readWhileWriting",
            "o.Oak#getOnly[threads=1]",
            "o.Oak#getOnly[threads=4]",
            "o.Oak#putOnly",
            "o.Oak#getOnly",
            "o.Oak#scan");
    assertThat(report.scaling(SweepAxis.THREADS))
        .as("only workloads run at several thread counts make the Oak table")
        .containsOnlyKeys("o.Oak")
        .extractingByKey("o.Oak")
        .asInstanceOf(InstanceOfAssertFactories.list(ReportRow.class))
        .extracting(r -> r.result().contract())
        .containsExactly("o.Oak#getOnly[threads=1]", "o.Oak#getOnly[threads=4]");
    GoldenFile.assertRendered(
        "markdown-report/skipped-engines-and-threads.md", MarkdownReport.render(report));
  }

  @Test
  void aValueSizeSweepMakesATableByValueSizePerThreadCount() throws IOException {
    RunReport report =
        RunReport.empty()
            .with(
                row(
                    forked("o.Oak#get[threads=1,valueSize=100]", "skiplist", 1, 1, 1000),
                    Verdict.OFF,
                    Double.NaN))
            .with(
                row(
                    forked("o.Oak#get[threads=1,valueSize=1024]", "skiplist", 1, 1, 800),
                    Verdict.OFF,
                    Double.NaN))
            .with(
                row(
                    forked("o.Oak#get[threads=2,valueSize=100]", "skiplist", 2, 1, 1900),
                    Verdict.OFF,
                    Double.NaN))
            .with(
                row(
                    forked("o.Oak#get[threads=2,valueSize=1024]", "skiplist", 2, 1, 1500),
                    Verdict.OFF,
                    Double.NaN));

    // by value size per thread count, and by threads per value size
    GoldenFile.assertRendered("markdown-report/value-size-sweep.md", MarkdownReport.render(report));
    GoldenFile.assertRendered("markdown-report/value-size-sweep.html", HtmlReport.render(report));
  }

  @Test
  void comparedBuildsGetATableAndAChartOfEveryFigureByBuild() throws IOException {
    ReportRow plain = row(forked("a.C#get", "rocksdb", 1, 3, 1000), Verdict.FAILED, Double.NaN);
    ReportRow swept =
        new ReportRow(
            plain.result(),
            plain.verdict(),
            plain.judgements(),
            plain.account(),
            Double.NaN,
            plain.measurement(),
            new ReportRow.Shown(
                List.of(),
                List.of(
                    new io.kvperf.result.ArmEstimate(
                        "org.rocksdb:rocksdbjni:10.10.1",
                        "org.rocksdb:rocksdbjni:10.2.1",
                        "throughput",
                        1.04,
                        0.99,
                        1.09,
                        Verdict.PASSED),
                    new io.kvperf.result.ArmEstimate(
                        "org.rocksdb:rocksdbjni:11.1.2",
                        "org.rocksdb:rocksdbjni:10.2.1",
                        "throughput",
                        0.81,
                        0.76,
                        0.86,
                        Verdict.FAILED)),
                List.of(),
                FlameFrame.none(),
                List.of()));
    RunReport report = RunReport.empty().with(swept);
    GoldenFile.assertRendered("markdown-report/builds-compared.md", MarkdownReport.render(report));
    // the chart's bars by build, 11.1.2's red for its failure
    GoldenFile.assertRendered("markdown-report/builds-compared.html", HtmlReport.render(report));
  }

  @Test
  void aMarkdownInjectingCpuNameIsPlainTextInTheMachineAndTheAccounts() throws IOException {
    RunReport report =
        RunReport.empty()
            .with(
                ReportFixtures.judged(
                    forked("a.C#get", "rocksdb", 1, 1, 1000, ReportFixtures.INJECTING_MACHINE),
                    List.of(ReportFixtures.allocationAgainstInjectingCpu())));

    String text = MarkdownReport.render(report);

    assertThat(text)
        .as("nothing of the CPU's name is Markdown: no comment, no image, no mention")
        .doesNotContain("<!--", "![", "@org");
    // the name, escaped, in the machine line and in the account of the budget that held
    GoldenFile.assertRendered("markdown-report/injecting-cpu-name.md", text);
  }
}
