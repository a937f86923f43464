package io.kvperf.internal.report;

import static io.kvperf.internal.report.ReportFixtures.forked;
import static io.kvperf.internal.report.ReportFixtures.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.result.ForkResult;
import io.kvperf.result.Metrics;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The whole run in JMH's result format, from fixed results. */
class JmhResultJsonTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void oneEntryPerContractAndEngineWithEveryForksIterationsAndTheFiguresAsSecondaryMetrics()
      throws Exception {
    RunReport report =
        RunReport.empty()
            .with(row(forked("a.C#get", "skiplist", 2, 3, 1000), Verdict.PASSED, 990))
            .with(row(forked("a.C#get", "rocksdb", 2, 1, 500), Verdict.FAILED, 990))
            .with(row(forked("b.D#scan", "lmdb", 1, 2, 300), Verdict.NOT_CHECKED, Double.NaN));
    JsonNode entries = JSON.readTree(JmhResultJson.render(report));
    assertThat(entries.size()).isEqualTo(3);
    JsonNode failed = entries.get(0);
    assertThat(failed.get("benchmark").asText()).as("failed first").isEqualTo("a.C.get");
    assertThat(failed.get("params").get("engine").asText()).isEqualTo("rocksdb");
    assertThat(failed.get("secondaryMetrics").get("gate.passed").get("score").asDouble()).isZero();

    JsonNode skiplist = entries.get(1);
    assertThat(skiplist.get("mode").asText()).isEqualTo("thrpt");
    assertThat(skiplist.get("threads").asInt()).isEqualTo(2);
    assertThat(skiplist.get("forks").asInt()).isEqualTo(3);
    assertThat(skiplist.get("jvmArgs").get(0).asText()).isEqualTo("-Xmx1g");
    assertThat(skiplist.get("warmupTime").asText()).isEqualTo("500 ms");
    JsonNode primary = skiplist.get("primaryMetric");
    assertThat(primary.get("scoreUnit").asText()).isEqualTo("ops/s");
    assertThat(primary.get("rawData").size()).as("one array per fork").isEqualTo(3);
    assertThat(primary.get("rawData").get(1).get(1).asDouble()).isEqualTo(1010);
    assertThat(primary.get("score").asDouble())
        .isCloseTo(report.rows().get(0).result().throughput().meanOpsPerSecond(), within(1e-9));
    assertThat(primary.get("scoreConfidence").get(0).asDouble()).isPositive();
    JsonNode secondary = skiplist.get("secondaryMetrics");
    assertThat(secondary.fieldNames())
        .toIterable()
        .containsExactly(
            "reference",
            "referenceRatio",
            "p99.get",
            "alloc.bytesPerOp",
            "alloc.operationThreads.bytesPerOp",
            "gc.pauses",
            "gc.maxPause",
            "gc.share",
            "disk.occupied",
            "cpu.usage",
            "gate.passed");
    assertThat(secondary.get("referenceRatio").get("score").asDouble())
        .isCloseTo(0.5, within(1e-9));
    assertThat(secondary.get("p99.get").get("rawData").get(2).get(0).asDouble()).isEqualTo(2000);
    assertThat(secondary.get("gc.maxPause").get("score").asDouble()).isEqualTo(3.0);
    assertThat(secondary.get("gate.passed").get("score").asDouble()).isEqualTo(1);

    JsonNode unchecked = entries.get(2);
    assertThat(unchecked.get("secondaryMetrics").has("gate.passed"))
        .as("nothing was checked")
        .isFalse();
    assertThat(unchecked.get("params").get("gate").asText()).isEqualTo("NOT_CHECKED");
    assertThat(unchecked.get("secondaryMetrics").get("alloc.bytesPerOp").get("scoreError").asText())
        .as("two forks give no 99.9 % error, written as JMH writes it")
        .isEqualTo("NaN");
    assertThat(JmhFormat.differences(skiplist, unchecked)).isEmpty();
  }

  @Test
  void whatEveryForkMeasuredByNameIsASecondaryMetricUnderItsStoredName() throws Exception {
    List<ForkResult> forks = new ArrayList<>();
    for (long nanos : new long[] {20_000_000L, 30_000_000L}) {
      forks.add(
          new ForkResult(
              new ThroughputResult(List.of(1000.0, 1000.0)),
              Metrics.withSafepoints(Metrics.sample(), nanos),
              null,
              null,
              ReportFixtures.MACHINE));
    }
    PerfResult measured =
        PerfResult.ofForks(
            new PerfResult.Subject("a.C#get", "skiplist", Map.of(), "ci", 1),
            forks,
            new PerfResult.Platform(List.of(), ReportFixtures.MACHINE));
    JsonNode secondary =
        JSON.readTree(
                JmhResultJson.render(
                    RunReport.empty().with(row(measured, Verdict.NOT_CHECKED, Double.NaN))))
            .get(0)
            .get("secondaryMetrics");

    JsonNode safepoints = secondary.get("jvm.safepointNanosPerSecond");
    assertThat(safepoints.get("scoreUnit").asText()).isEqualTo("ns/s");
    assertThat(safepoints.get("rawData").get(0).get(0).asDouble()).isEqualTo(20_000_000);
    assertThat(safepoints.get("rawData").get(1).get(0).asDouble()).isEqualTo(30_000_000);
    assertThat(
            JSON.readTree(
                    JmhResultJson.render(
                        RunReport.empty()
                            .with(row(forked("a.C#get", "lmdb", 1, 2, 300), Verdict.OFF, 1))))
                .get(0)
                .get("secondaryMetrics")
                .has("jvm.safepointNanosPerSecond"))
        .as("not where a fork did not measure it")
        .isFalse();
  }
}
