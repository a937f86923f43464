package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Operation;
import io.kvperf.result.DiskUsage;
import io.kvperf.result.ForkResult;
import io.kvperf.result.GcObservation;
import io.kvperf.result.GcPauseKind;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.JvmGcLog;
import io.kvperf.result.LatencySummary;
import io.kvperf.result.MemorySnapshot;
import io.kvperf.result.MergedLatencies;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.PauseStats;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.ThroughputResult;
import io.kvperf.result.Verdict;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A soak's summary in the Krati seed's shape, figure by figure, from a fixed soak of two one-minute
 * intervals; and the figures that have no value say why. Each text is compared whole with its
 * expected copy under {@value GoldenFile#RESOURCES}{@code /soak-table} ({@link GoldenFile}).
 */
class SoakTableTest {
  private static final MeasurementSummary SOAK =
      new MeasurementSummary(
          0,
          60_000,
          2,
          60_000,
          new ForkJvm("/jdk/bin/java", "17.0.15", "Test VM", "17.0.15+6"),
          0,
          true);

  @Test
  void everyFigureOfTheSeedsTable() throws IOException {
    String table = SoakTable.markdown(List.of(row("krati", soak(true, 120L << 20, 600_000_000L))));

    // 2 min in 2 intervals, 15,000 ops/s; 120 MiB resident at peak; 2 x 600 MB written; 2 x 3 GB
    // allocated; young pauses of 10, 2 and 12 ms and a full one of 300 ms; no mixed pause; JFR's
    // 5 pauses against the log's 5
    GoldenFile.assertRendered("soak-table/every-figure.md", table);
  }

  @Test
  void aFigureTheMachineDoesNotTellSaysWhy() throws IOException {
    String table = SoakTable.markdown(List.of(row("bdb-je", soak(false, -1, -1))));

    // no peak resident memory, no bytes written, no -Xlog:gc: each says why
    GoldenFile.assertRendered("soak-table/figures-not-told.md", table);
  }

  @Test
  void aKindOfPauseTheCollectorDoesNotHaveSaysSo() throws IOException {
    ReportRow g1 = row("krati", soak(true, 1, 1));
    PerfResult result = g1.result();
    io.kvperf.result.Environment parallel =
        new io.kvperf.result.Environment(
            new io.kvperf.result.Environment.Machine("Linux", "amd64", "Test CPU", "L1d 32K", 2),
            new io.kvperf.result.Environment.Jvm(
                "JVM 17", List.of(), "PS Scavenge + PS MarkSweep", 1024));
    ReportRow row =
        new ReportRow(
            new PerfResult(
                new PerfResult.Subject(
                    result.contract(),
                    result.engine(),
                    result.engineOptions(),
                    result.scale(),
                    result.threads()),
                result.throughput(),
                result.metrics(),
                result.forks(),
                new PerfResult.Platform(result.forkJvmArgs(), parallel)),
            g1.verdict(),
            List.of(),
            "off",
            Double.NaN,
            SOAK,
            ReportRow.Shown.NOTHING);

    // under the parallel collector, mixed pauses and concurrent cycles have no meaning
    GoldenFile.assertRendered("soak-table/parallel-collector.md", SoakTable.markdown(List.of(row)));
  }

  @Test
  void aRunWithoutASoakHasNoSoakTable() {
    assertThat(
            SoakTable.markdown(
                List.of(
                    ReportFixtures.row(
                        ReportFixtures.forked("a.C#get", "krati", 1, 1, 1000), Verdict.OFF, 0))))
        .isEmpty();
  }

  @Test
  void theHtmlReportDrawsEachIntervalsSeries() throws IOException {
    StringBuilder html = new StringBuilder();
    SoakTable.html(List.of(row("krati", soak(true, 120L << 20, 600_000_000L))), html);

    // the table, then a chart each of throughput, time in GC pauses, the longest pause and the
    // bytes written, interval by interval
    GoldenFile.assertRendered("soak-table/every-figure.html", html.toString());
  }

  @Test
  void theHtmlReportChartsASoaksPausesPerIntervalAndNotAgainPerIteration() throws IOException {
    String page =
        HtmlReport.render(
            RunReport.empty().with(row("krati", soak(true, 120L << 20, 600_000_000L))));

    assertThat(page)
        .as("a soak's intervals are its measured iterations: their pauses are charted once")
        .doesNotContain("Longest GC pause in each measured iteration");
    GoldenFile.assertRendered("soak-table/soak-page.html", page);
  }

  /**
   * Two intervals of 60 s and 900,000 operations: 3 GB allocated each; young pauses of 10 and 2 ms
   * in the first, 12 ms and a full pause of 300 ms in the second.
   */
  private static MetricsResult soak(boolean withLog, long peakResident, long writtenEach) {
    LatencySummary get = new LatencySummary(1000, 1000, 1500, 2000, 5000, 9000, 12_000);
    IterationMetrics first =
        interval(
            1,
            List.of(10_000_000L, 2_000_000L),
            Map.of(GcPauseKind.YOUNG, new PauseStats(2, 12_000_000L, 2_000_000L, 10_000_000L)),
            peakResident,
            writtenEach,
            get);
    IterationMetrics second =
        interval(
            2,
            List.of(12_000_000L, 300_000_000L),
            Map.of(
                GcPauseKind.YOUNG,
                new PauseStats(1, 12_000_000L, 12_000_000L, 12_000_000L),
                GcPauseKind.FULL,
                new PauseStats(1, 300_000_000L, 300_000_000L, 300_000_000L)),
            peakResident,
            writtenEach,
            get);
    GcObservation gc =
        new GcObservation(
            1000, 125_000, List.of(1_000_000L, 10_000_000L, 2_000_000L, 12_000_000L, 300_000_000L));
    return new MetricsResult(
        List.of(first, second),
        new MergedLatencies(Map.of(Operation.GET, get), Map.of(), Map.of(), Map.of()),
        withLog ? gc.withJvmLog(new JvmGcLog(5, 325_100_000L, 300_000_000L, 0, 0)) : gc,
        new DiskUsage(5L << 30, 21),
        0);
  }

  private static IterationMetrics interval(
      int index,
      List<Long> pauses,
      Map<GcPauseKind, PauseStats> byKind,
      long peakResident,
      long written,
      LatencySummary get) {
    return new IterationMetrics(
        index,
        900_000,
        60_000_000_000L,
        Map.of(
            IterationMetrics.Probe.CPU_NANOS,
            60_000_000_000L,
            IterationMetrics.Probe.OPERATION_CPU_NANOS,
            50_000_000_000L,
            IterationMetrics.Probe.CORES,
            2L,
            IterationMetrics.Probe.ALLOCATED_BYTES,
            3_000_000_000L,
            IterationMetrics.Probe.OPERATION_ALLOCATED_BYTES,
            2_000_000_000L,
            IterationMetrics.Probe.STORAGE_WRITE_BYTES,
            written),
        new MemorySnapshot(1L << 30, 0, 0, 100L << 20, peakResident),
        new IterationMetrics.Latencies(Map.of(Operation.GET, get), Map.of(), Map.of()),
        new IterationMetrics.Recorded(pauses, byKind, Map.of()));
  }

  private static ReportRow row(String engine, MetricsResult metrics) {
    ForkResult fork =
        new ForkResult(
            new ThroughputResult(List.of(15_000.0, 15_000.0)),
            metrics,
            null,
            null,
            ReportFixtures.MACHINE);
    PerfResult result =
        PerfResult.ofForks(
            new PerfResult.Subject("a.Soak#hour", engine, Map.of(), "full", 5),
            List.of(fork),
            new PerfResult.Platform(List.of(), ReportFixtures.MACHINE));
    return new ReportRow(
        result,
        new InvocationVerdict(Verdict.OFF, Reason.BASELINES_OFF),
        List.of(),
        "off",
        Double.NaN,
        SOAK,
        ReportRow.Shown.NOTHING);
  }
}
