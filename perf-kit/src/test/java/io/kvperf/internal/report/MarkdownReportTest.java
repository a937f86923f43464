package io.kvperf.internal.report;

import static io.kvperf.internal.report.ReportFixtures.forked;
import static io.kvperf.internal.report.ReportFixtures.pooled;
import static io.kvperf.internal.report.ReportFixtures.row;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.FlameFrame;
import io.kvperf.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownReportTest {
  @Test
  void rendersOneTablePerContractInTheSeedsShape() {
    String text =
        MarkdownReport.render(
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
                .with(row(pooled("c.C#get", "skiplist", 10.0, 20.0), Verdict.PASSED, Double.NaN)));
    assertThat(text)
        .contains("Machine: Linux amd64, Test CPU (L1d 32K), 2 cores, JVM 17, G1, heap 1024 MB")
        .contains(
            "| Engine | Score [ops/s] | ScoreError | Confidence interval [ops/s] | Occupied space"
                + " | CPU usage | p99 latency | Alloc/op (all threads) | GC pauses (max) |"
                + " Resident memory | Threads | Scale | Baseline [ops/s] | Change | Baseline gate |")
        .contains(
            "| skiplist | 1 000 000 | 0 | 1 000 000 .. 1 000 000 | 0 B | 25% | get 2.0 µs |"
                + " 100.0 B (100.0 B) | 1 (3.0 ms) | 50.00 MiB | 1 | full | n/a | n/a | PASSED |")
        .as("an interval spanning more than tenfold says nothing and is not shown")
        .containsPattern("\\| skiplist \\| 3 \\| 6 \\| no useful interval from \\d+ iterations \\|")
        .as("JMH gives no interval for fewer than 3 iterations")
        .contains("| skiplist | 15 | n/a | no interval: fewer than 3 iterations |")
        .doesNotContain("## Failed budgets");
    assertThat(text.indexOf("## a.C#get")).isLessThan(text.indexOf("## b.C#get"));
  }

  @Test
  void failedBudgetsComeFirstWithTheBaselineAndTheChangeAgainstIt() {
    RunReport report =
        RunReport.empty()
            .with(row(forked("a.C#get", "rocksdb", 1, 3, 1000), Verdict.PASSED, 1000))
            .with(row(forked("z.C#get", "skiplist", 1, 3, 800), Verdict.FAILED, 1000))
            .with(row(forked("z.C#get", "lmdb", 1, 3, 900), Verdict.PASSED, 900));
    String text = MarkdownReport.render(report);
    assertThat(text)
        .contains("## Failed budgets\n\n- **z.C#get \\[skiplist\\]**: FAILED because\n")
        .as("then the budgets that held, in report order, with the gate's account")
        .contains(
            "## Budgets that held\n\n- **z.C#get \\[lmdb\\]**: PASSED because\n"
                + "- **a.C#get \\[rocksdb\\]**: PASSED because\n")
        .as("the mean of fork medians 800, 808, 816 against 1,000")
        .contains("| 1 000 | -19.2% | **FAILED** |");
    assertThat(text.indexOf("## Budgets that held"))
        .as("after the tables and the settings")
        .isGreaterThan(text.indexOf("## Engine settings"));
    assertThat(text.indexOf("## z.C#get"))
        .as("the failed contract first")
        .isLessThan(text.indexOf("## a.C#get"));
    assertThat(text.indexOf("| skiplist |"))
        .as("the failed engine first within its contract")
        .isLessThan(text.indexOf("| lmdb |"));
    assertThat(text)
        .contains("- **lmdb** options: cache: 8 MB. Fork JVM: -Xmx1g. Contracts: z.C#get.")
        .contains("| z.C#get | skiplist | 3 | 3.0 ms | 3.0 ms | 3.0 ms | 9.0 ms | 0.30% |");
  }

  @Test
  void skippedEnginesAreListedWithTheirReasonsAndThreadCountsMakeTheOakTable() {
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
    String text = MarkdownReport.render(report);
    assertThat(text)
        .contains("Skipped:\n\n- krati: engine 'krati' lacks \\[SCAN\\]\n")
        .as("a contract no engine ran is listed too")
        .contains("## o.Oak#scan\n\nSkipped:")
        .contains("## o.Oak: throughput by threads [ops/s]")
        .contains("| Workload | Engine | 1 thread | 4 threads |")
        .containsPattern("\\| getOnly \\| skiplist \\| [\\d ]+ \\| [\\d ]+ \\|")
        .as("only workloads run at several thread counts")
        .doesNotContain("| putOnly | skiplist |")
        .doesNotContain("k.Krati: throughput by threads");
  }

  @Test
  void aValueSizeSweepMakesATableByValueSizePerThreadCount() {
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
    String text = MarkdownReport.render(report);
    assertThat(text)
        .contains("## o.Oak: throughput by value size [ops/s]")
        .contains("| Workload | Engine | 100 B | 1024 B |")
        .contains("| get\\[threads=1\\] | skiplist | 1 000 | 800 |")
        .contains("| get\\[threads=2\\] | skiplist | 1 900 | 1 500 |")
        .contains("## o.Oak: throughput by threads [ops/s]")
        .contains("| get\\[valueSize=100\\] | skiplist | 1 000 | 1 900 |");
    assertThat(HtmlReport.render(report)).contains("o.Oak: throughput by value size</h2>");
  }

  @Test
  void comparedBuildsGetATableAndAChartOfEveryFigureByBuild() {
    ReportRow plain = row(forked("a.C#get", "rocksdb", 1, 3, 1000), Verdict.FAILED, Double.NaN);
    ReportRow swept =
        new ReportRow(
            plain.result(),
            plain.verdict(),
            plain.judgements(),
            plain.account(),
            Double.NaN,
            plain.measurement(),
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
            List.of());
    RunReport report = RunReport.empty().with(swept);
    assertThat(MarkdownReport.render(report))
        .contains("### a.C#get \\[rocksdb\\]: builds compared")
        .contains(
            "| org.rocksdb:rocksdbjni:11.1.2 | org.rocksdb:rocksdbjni:10.2.1 | throughput | 0.810 |"
                + " 0.760 .. 0.860 | FAILED |");
    assertThat(HtmlReport.render(report))
        .contains("throughput of rocksdb, ratio by build")
        .contains(">10.2.1<", ">10.10.1<", ">11.1.2<")
        .contains(
            "fill=\"#b00\"><title>org.rocksdb:rocksdbjni:11.1.2: 0.810 [0.760, 0.860], FAILED");
  }

  @Test
  void aMarkdownInjectingCpuNameIsPlainTextInTheMachineAndTheAccounts() {
    RunReport report =
        RunReport.empty()
            .with(
                ReportFixtures.judged(
                    forked("a.C#get", "rocksdb", 1, 1, 1000, ReportFixtures.INJECTING_MACHINE),
                    List.of(ReportFixtures.allocationAgainstInjectingCpu())));

    String text = MarkdownReport.render(report);

    assertThat(text)
        .contains(
            "\nMachine: Linux amd64, "
                + ReportFixtures.INJECTING_CPU_ESCAPED
                + " (L1d 32K), 2 cores, JVM 17, G1, heap 1024 MB\n")
        .contains(
            "## Budgets that held\n\n- **a.C#get \\[rocksdb\\]**: allocation per operation +2.0 %"
                + " \\[-2.0, +6.0\\] against the baseline of "
                + ReportFixtures.INJECTING_CPU_ESCAPED
                + "; a 10 % budget / detail\n")
        .doesNotContain("<!--", "![", "@org");
  }
}
