package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.api.Engines;
import io.kvperf.api.Jvm;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Soak;
import io.kvperf.api.Workload;
import io.kvperf.internal.report.RunReport;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.result.GcPauseKind;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.JvmGcLog;
import io.kvperf.result.PauseStats;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * A soak, end to end and in seconds: one fork measures its phase as one interval per iteration and
 * writes the JVM's own GC log beside it; the report sums the phase up in the Krati seed's shape,
 * and JFR's pauses agree with the log's.
 */
class SoakExtensionTest {
  @Test
  void aSoakIsSummedUpAndItsPausesAgreeWithTheJvmsLog(@TempDir Path directory) throws IOException {
    EngineExecutionResults results =
        FixtureRun.run(SoakFixture.class, directory, Map.of(KvPerfSettings.SCALE, "1"));

    results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
    Path fork =
        FixtureRun.runDirectory(directory, SoakFixture.class, "soak", "allocating")
            .resolve("fork-1");
    assertThat(fork.resolve("gc.log")).as("the JVM's own GC log").isRegularFile();
    JsonNode metrics =
        new ObjectMapper().readTree(fork.resolve("fork-metrics.json").toFile()).get("metrics");
    assertThat(metrics.get("iterations")).as("one iteration an interval").hasSize(4);
    assertThat(metrics.get("iterations").get(0).get("memory").get("peakResidentSetBytes").asLong())
        .as("VmHWM")
        .isPositive();

    RunReport report = FixtureRun.reportsRenderedFromResults(directory);
    assertThat(report.rows())
        .as("the soak's phase in the report: four intervals of 0.4 s, as measured")
        .singleElement()
        .satisfies(
            row -> {
              assertThat(row.measurement().soak()).isTrue();
              assertThat(row.measurement().iterationMillis()).isEqualTo(400);
              assertThat(row.result().forks()).hasSize(1);
              List<IterationMetrics> intervals = row.result().forks().get(0).metrics().iterations();
              assertThat(intervals).hasSize(4);
              assertThat(intervals.stream().mapToLong(IterationMetrics::wallNanos).sum())
                  .as("measured time")
                  .isBetween(1_000_000_000L, 2_999_999_999L);
              assertThat(
                      intervals.stream()
                          .mapToLong(
                              interval ->
                                  interval
                                      .gcPausesByKind()
                                      .getOrDefault(GcPauseKind.YOUNG, PauseStats.NONE)
                                      .count())
                          .sum())
                  .as("young GC pauses, told by kind")
                  .isPositive();
              assertThat(intervals.get(3).memory().peakResidentSetBytes())
                  .as("peak resident memory")
                  .isPositive();
              double seconds =
                  intervals.stream().mapToLong(IterationMetrics::wallNanos).sum() / 1e9;
              assertThat(
                      intervals.stream().mapToLong(IterationMetrics::allocatedBytes).sum()
                          / seconds)
                  .as("heap allocation rate, bytes a second: a MiB or more")
                  .isGreaterThanOrEqualTo(1 << 20);
            });
    assertThat(Files.readString(directory.resolve("report/results.md")))
        .as("the soak summed up")
        .contains("### Soak summary\n");

    // JFR's window: its pauses against the log's over the same window, as the GC test checks them.
    JsonNode gc =
        new ObjectMapper()
            .readTree(directory.resolve("report/kvperf-results.json").toFile())
            .at("/rows/0/result/forks/0/metrics/gc");
    List<Long> jfrPauses = new ArrayList<>();
    gc.get("pauseNanos").forEach(pause -> jfrPauses.add(pause.asLong()));
    JsonNode log = gc.get("jvmLog");
    GcLogAgreement.check(
        jfrPauses,
        new JvmGcLog(
            log.get("pauses").asLong(),
            log.get("totalNanos").asLong(),
            log.get("maxNanos").asLong(),
            log.get("edgePauses").asLong(),
            log.get("edgeTotalNanos").asLong()));
    assertThat(jfrPauses).as("JFR's pauses, as the report reads them").isNotEmpty();
  }

  @KvPerfContract
  static class SoakFixture {
    @KvPerfTest
    @Engines(include = "allocating")
    @Workload(preload = 1_000)
    @Jvm({"-XX:+UseG1GC", "-Xms128m", "-Xmx128m"})
    @Soak(time = "1600ms", interval = "400ms")
    void soak() {}
  }
}
