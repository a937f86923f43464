package io.kvperf.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.Environment;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MarkdownReportTest {
  private static final Environment MACHINE =
      new Environment(
          "Linux", "amd64", "Test CPU", "L1d 32K", 2, "JVM 17", java.util.List.of(), "G1", 1024);

  private static ReportRow row(String contract, String engine, Double... scores) {
    return new ReportRow(
        new PerfResult(
            contract,
            engine,
            Map.of(),
            "full",
            1,
            new ThroughputResult(List.of(scores)),
            io.kvperf.result.Metrics.sample(),
            List.of(),
            List.of(),
            MACHINE),
        "PASSED");
  }

  @Test
  void rendersOneTablePerContractInTheSeedsShape() {
    String text =
        MarkdownReport.render(
            List.of(
                row("b.C#get", "skiplist", 1.0, 2.0, 3.0, 4.0, 5.0),
                row("a.C#get", "skiplist", 1_000_000.0, 1_000_000.0, 1_000_000.0),
                row("c.C#get", "skiplist", 10.0, 20.0)));
    assertThat(text)
        .contains("Machine: Linux amd64, Test CPU (L1d 32K), 2 cores, JVM 17, G1, heap 1024 MB")
        .contains(
            "| Engine | Score [ops/s] | ScoreError | Confidence interval [ops/s] | Occupied space"
                + " | CPU usage | p99 latency | Alloc/op | GC pauses (max) | Resident memory |"
                + " Threads | Scale | Baseline gate |")
        .contains(
            "| skiplist | 1 000 000 | 0 | 1 000 000 .. 1 000 000 | 0 B | 25% | get 2.0 µs |"
                + " 100.0 B | 1 (3.0 ms) | 50.00 MB | 1 | full | PASSED |")
        .as("an interval on the log scale is never below zero where the arithmetic one is")
        .containsPattern("\\| skiplist \\| 3 \\| 6 \\| 0 \\.\\. \\d+ \\|")
        .as("JMH gives no interval for fewer than 3 iterations")
        .contains("| skiplist | 15 | n/a | n/a .. n/a |");
    assertThat(text.indexOf("## a.C#get")).isLessThan(text.indexOf("## b.C#get"));
  }
}
