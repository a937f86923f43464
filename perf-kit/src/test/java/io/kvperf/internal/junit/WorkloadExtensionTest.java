package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.skippedWithReason;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.api.Engines;
import io.kvperf.api.Group;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import io.kvperf.engine.Capability;
import io.kvperf.internal.protocol.Companion;
import io.kvperf.internal.report.JmhFormat;
import io.kvperf.internal.report.SkippedInvocation;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.result.ForkResult;
import io.kvperf.result.PerfResult;
import io.kvperf.testengines.HashOnlyEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * Every operation type, zero-copy reads, varying sizes and two threads, end to end in one fork of
 * the reference engine, every read checked; an engine without scans is skipped with the reason.
 */
class WorkloadExtensionTest {
  private static final List<PerfResult> RECEIVED = new ArrayList<>();

  @Test
  void theWholeVocabularyRunsCheckedAndAMissingCapabilitySkips(@TempDir Path directory)
      throws Exception {
    RECEIVED.clear();
    EngineExecutionResults results =
        FixtureRun.run(Fixture.class, directory, Map.of(KvPerfSettings.SCALE, "0.5"));

    SkipReason lacking =
        SkipReason.of(
                ContractDefinition.of(
                        Fixture.class,
                        Fixture.class.getDeclaredMethod("everything", PerfResult.class))
                    .workload(),
                new HashOnlyEngine(),
                List.of())
            .orElseThrow();
    assertThat(lacking)
        .isInstanceOfSatisfying(
            SkipReason.LacksCapabilities.class,
            lacks ->
                assertThat(lacks.missing())
                    .containsExactly(
                        Capability.SCAN_ASCENDING,
                        Capability.SCAN_DESCENDING,
                        Capability.ZERO_COPY_READS));
    results
        .testEvents()
        .assertThatEvents()
        .haveExactly(1, event(skippedWithReason(lacking.reason())));
    results.testEvents().assertStatistics(stats -> stats.skipped(1).started(1).succeeded(1));
    assertThat(RECEIVED)
        .singleElement()
        .satisfies(
            result -> {
              assertThat(result.engine()).isEqualTo("skiplist");
              assertThat(result.scale()).isEqualTo("0.5");
              assertThat(result.threads()).isEqualTo(2);
              assertThat(result.metrics().latency().keySet())
                  .as("every operation type of the mix ran and was timed")
                  .containsExactlyInAnyOrder(
                      // Cursor reads cannot run beside inserts and deletes; the HestiaStore suite
                      // runs them through the extension.
                      Arrays.stream(Operation.values())
                          .filter(o -> o != Operation.CURSOR_READ)
                          .toArray(Operation[]::new));
              assertThat(result.metrics().intendedLatency()).as("closed loop").isEmpty();
            });
    assertThat(FixtureRun.reportsRenderedFromResults(directory).skipped())
        .as("the skipped engine and why, in the reports")
        .containsExactly(
            new SkippedInvocation(
                Fixture.class.getName() + "#everything", "hash-only", lacking.reason()));
    Path report = directory.resolve("report");
    Path plan =
        FixtureRun.runDirectory(directory, Fixture.class, "everything", "skiplist")
            .resolve("fork-1");
    // JMH's own result file of the fork, written in this run, against the kit's whole-run file.
    ObjectMapper json = new ObjectMapper();
    JsonNode jmhs = json.readTree(plan.resolve("jmh-result.json").toFile()).get(0);
    JsonNode ours = json.readTree(report.resolve("jmh-result.json").toFile()).get(0);
    assertThat(JmhFormat.differences(jmhs, ours)).as("departures from JMH's structure").isEmpty();
    assertThat(
            ours.get("primaryMetric").get("rawData").get(0).size()
                + ours.get("secondaryMetrics").get("reference").get("rawData").get(0).size())
        .as("JMH's iterations of the fork: the engine's and the reference's, alternately")
        .isEqualTo(jmhs.get("primaryMetric").get("rawData").get(0).size());
    JsonNode forkPlan = json.readTree(plan.resolve("fork-plan.json").toFile());
    assertThat(forkPlan.at("/load/workload/entries/preloadCount").asLong())
        .as("the preload is scaled")
        .isEqualTo(5000);
    assertThat(forkPlan.at("/companion/referenceWorkload/entries/preloadCount").asLong())
        .as("the reference runs the same workload")
        .isEqualTo(5000);
  }

  @Test
  void everyForkRunsWithChronicleAnalyticsOffAndReportsUnderThePinnedKeys(@TempDir Path directory) {
    // A setting on the command line does not reach the kit's own fixture runs: strict mode would
    // fail this fixture, which has no baseline.
    String before = System.setProperty(KvPerfSettings.BASELINE, "strict");
    EngineExecutionResults results;
    try {
      results = FixtureRun.run(AnalyticsFixture.class, directory, Map.of());
    } finally {
      if (before == null) {
        System.clearProperty(KvPerfSettings.BASELINE);
      } else {
        System.setProperty(KvPerfSettings.BASELINE, before);
      }
    }
    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));

    List<Map<String, String>> entries =
        results.allEvents().reportingEntryPublished().stream()
            .map(event -> event.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
            .toList();
    assertThat(entries)
        .singleElement()
        .satisfies(
            entry -> {
              // Pinned: CI tools and users read these keys; renaming one breaks them.
              assertThat(entry.keySet())
                  .containsExactly(
                      "kvperf.throughput",
                      "kvperf.throughput.error",
                      "kvperf.gate",
                      "kvperf.gate.message");
              assertThat(Double.parseDouble(entry.get("kvperf.throughput"))).isPositive();
              assertThat(entry.get("kvperf.gate")).isEqualTo("NOT_CHECKED");
            });
  }

  @Test
  void aKernelReferenceRunsBesideTheEngineAfterARandomPreload(@TempDir Path directory)
      throws Exception {
    RECEIVED.clear();
    EngineExecutionResults results = FixtureRun.run(KernelFixture.class, directory, Map.of());
    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));

    ForkResult fork = RECEIVED.get(0).forks().get(0);
    assertThat(fork.hasReference()).isTrue();
    assertThat(fork.referenceOpsPerSecond()).isPositive();
    assertThat(fork.referenceThroughput().iterationOpsPerSecond())
        .as("ABBA: as many reference iterations as the engine's")
        .hasSize(2);
    assertThat(fork.referenceP99Nanos(Operation.UPDATE))
        .as("the kernel's get p99 stands in for an update's")
        .isPositive()
        .isEqualTo(fork.referenceP99Nanos(Operation.GET));
    JsonNode plan =
        new ObjectMapper()
            .readTree(
                FixtureRun.runDirectory(directory, KernelFixture.class, "put", "skiplist")
                    .resolve("fork-1/fork-plan.json")
                    .toFile());
    assertThat(plan.at("/companion/kind").asText()).isEqualTo(Companion.Kind.KERNEL.name());
    assertThat(plan.at("/companion/referenceWorkload").isNull()).isTrue();
    assertThat(plan.at("/companion/otherBuildClassPath").isNull()).isTrue();
    assertThat(plan.at("/load/workload/entries/preloadOrder").asText())
        .isEqualTo(PreloadOrder.RANDOM.name());
  }

  @Test
  void aWriterBesideReadersReportsEachGroupsThroughputAndLatencies(@TempDir Path directory)
      throws Exception {
    RECEIVED.clear();
    FixtureRun.run(GroupsFixture.class, directory, Map.of())
        .testEvents()
        .assertStatistics(stats -> stats.started(1).succeeded(1));

    PerfResult result = RECEIVED.get(0);
    assertThat(result.threads()).isEqualTo(3);
    assertThat(result.metrics().groups().keySet()).containsExactly("writer", "readers");
    assertThat(result.metrics().groups().get("writer").latency())
        .containsOnlyKeys(Operation.UPDATE);
    assertThat(result.metrics().groups().get("readers").latency()).containsOnlyKeys(Operation.GET);
    assertThat(result.metrics().groups().get("readers").threads()).isEqualTo(2);
    Map<String, Double> rates = result.metrics().groupOpsPerSecond();
    assertThat(rates.values()).allSatisfy(rate -> assertThat(rate).isPositive());
    double total =
        result.metrics().iterations().stream().mapToLong(i -> i.operations()).sum()
            * 1e9
            / result.metrics().iterations().stream().mapToLong(i -> i.wallNanos()).sum();
    assertThat(rates.get("writer") + rates.get("readers"))
        .as("the groups' operations are all the operations")
        .isCloseTo(total, org.assertj.core.api.Assertions.within(total * 1e-9));
    assertThat(FixtureRun.reportsRenderedFromResults(directory).rows())
        .as("each group's throughput and latencies, in the reports (the Krati seed's table)")
        .singleElement()
        .satisfies(
            row -> {
              assertThat(row.result().metrics().groups().keySet())
                  .containsExactly("writer", "readers");
              assertThat(row.result().metrics().groupOpsPerSecond()).isEqualTo(rates);
            });
  }

  @KvPerfContract
  static class GroupsFixture {
    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(
        preload = 5_000,
        groups = {
          @Group(name = "writer", mix = @Mix(gets = 0, updates = 100)),
          @Group(name = "readers", threads = 2, mix = @Mix(gets = 100))
        })
    @Measure(
        warmups = 1,
        warmupTime = "100ms",
        iterations = 2,
        iterationTime = "100ms",
        forks = 1,
        reference = Reference.NONE)
    void readWhileWriting(PerfResult result) {
      RECEIVED.add(result);
    }
  }

  @KvPerfContract
  static class KernelFixture {
    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(
        preload = 5_000,
        mix = @Mix(gets = 0, updates = 100),
        preloadOrder = PreloadOrder.RANDOM)
    @Measure(
        warmups = 1,
        warmupTime = "100ms",
        iterations = 2,
        iterationTime = "100ms",
        forks = 1,
        reference = Reference.KERNEL)
    void put(PerfResult result) {
      RECEIVED.add(result);
    }
  }

  @KvPerfContract
  static class AnalyticsFixture {
    @KvPerfTest
    @Engines(include = "analytics-probe")
    @Workload(preload = 100)
    @Measure(
        warmups = 0,
        iterations = 1,
        iterationTime = "100ms",
        forks = 1,
        reference = Reference.NONE)
    void get() {}
  }

  @KvPerfContract
  static class Fixture {
    @KvPerfTest
    @Engines(include = {"skiplist", "hash-only"})
    @Workload(
        preload = 10_000,
        keySize = 30,
        keySizeMax = 36,
        valueSize = 100,
        valueSizeMax = 300,
        valueSizeMean = 150,
        order = KeyOrder.ZIPFIAN,
        mix =
            @Mix(
                gets = 30,
                missingGets = 10,
                updates = 10,
                inserts = 10,
                deletes = 5,
                readModifyWrites = 15,
                scans = 15,
                reverseScans = 15),
        scanLength = 1,
        scanLengthMax = 50,
        readMode = ReadMode.ZERO_COPY,
        threads = 2)
    @Measure(
        warmups = 1,
        warmupTime = "400ms",
        iterations = 3,
        iterationTime = "400ms",
        forks = 1,
        reference = Reference.SKIPLIST)
    void everything(PerfResult result) {
      RECEIVED.add(result);
    }
  }
}
