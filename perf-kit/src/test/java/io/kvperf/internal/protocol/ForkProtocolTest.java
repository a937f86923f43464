package io.kvperf.internal.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.workload.KeyChoice;
import io.kvperf.workload.Mixes;
import io.kvperf.workload.SizeRange;
import io.kvperf.workload.WorkloadSpec;
import java.nio.file.Path;
import java.util.OptionalInt;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files between the test JVM and its forks: they round-trip, and carry a checked version. */
class ForkProtocolTest {
  @Test
  void aPlanSurvivesTheTripToTheFork(@TempDir Path directory) throws Exception {
    WorkloadSpec workload =
        new WorkloadSpec(
            new WorkloadSpec.Entries(
                2_500_000,
                SizeRange.uniform(30, 36),
                SizeRange.withMean(512, 2048, 1024),
                PreloadOrder.KEY_ORDER),
            7,
            new KeyChoice(KeyOrder.HOTSPOT, 0.9, 0.1, 0.7),
            Mixes.EVERYTHING,
            new WorkloadSpec.Reads(SizeRange.uniform(1, 100), ReadMode.ZERO_COPY),
            4);
    ForkPlan plan =
        new ForkPlan(
            new ForkPlan.Target(
                "rocksdb",
                java.util.Map.of("blockCacheMegabytes", "64"),
                "/tmp/store",
                new StoreCopy("/tmp/preloaded-store", true, 60_000)),
            new ForkPlan.Load(
                workload,
                5_000,
                4,
                40_000,
                java.util.List.of(1, 0, 1, 0),
                new Turns("/tmp/turns-1", 1, 60_000)),
            Companion.of(io.kvperf.api.Reference.SKIPLIST, workload.withPreloadCount(10)),
            true,
            "/tmp/metrics.json");
    Path file = directory.resolve("fork-plan.bin");

    plan.write(file, directory.resolve("fork-plan.json"));

    assertThat(ForkPlan.read(file)).isEqualTo(plan);
    assertThat(ForkPlan.read(file).load().operationCpus()).containsExactly(1, 0, 1, 0);
    JsonNode copy = new ObjectMapper().readTree(directory.resolve("fork-plan.json").toFile());
    assertThat(copy.at("/target"))
        .as("the copy for people")
        .isEqualTo(
            new ObjectMapper()
                .createObjectNode()
                .put("engineId", "rocksdb")
                .put("storeDirectory", "/tmp/store")
                .<ObjectNode>set(
                    "engineSettings",
                    new ObjectMapper().createObjectNode().put("blockCacheMegabytes", "64"))
                .set(
                    "storeCopy",
                    new ObjectMapper()
                        .createObjectNode()
                        .put("template", "/tmp/preloaded-store")
                        .put("makes", true)
                        .put("waitMillis", 60_000)));
  }

  @Test
  void aPlanOfAnotherFormatVersionIsAClearError(@TempDir Path directory) throws Exception {
    Path file = directory.resolve("fork-plan.bin");
    smallPlan(ForkProtocol.VERSION + 1, Companion.none(), false)
        .write(file, directory.resolve("fork-plan.json"));

    assertThat(refused(() -> ForkPlan.read(file)))
        .returns(file, ForkFileException::file)
        .returns(ForkFileException.Problem.OTHER_VERSION, ForkFileException::problem)
        .returns(OptionalInt.of(ForkProtocol.VERSION + 1), ForkFileException::formatVersion);
  }

  @Test
  void onlyTheSkipListOrTheOtherBuildCanLeadAFork(@TempDir Path directory) throws Exception {
    assertThatThrownBy(
            () ->
                smallPlan(
                    ForkProtocol.VERSION, Companion.of(io.kvperf.api.Reference.KERNEL, null), true))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a KERNEL companion cannot lead a fork");
    Companion otherBuild = Companion.otherBuild(directory.resolve("classpath.txt"));
    ForkPlan led = smallPlan(ForkProtocol.VERSION, otherBuild, true);
    Path file = directory.resolve("fork-plan.bin");
    led.write(file, directory.resolve("fork-plan.json"));
    assertThat(ForkPlan.read(file).companion())
        .as("the other build travels in the plan, not in a system property")
        .isEqualTo(otherBuild);
  }

  @Test
  void eachCompanionCarriesWhatItNeedsAndOnlyThat() {
    assertThatThrownBy(() -> new Companion(Companion.Kind.SKIPLIST, null, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("the skip-list reference needs its workload");
    assertThatThrownBy(() -> new Companion(Companion.Kind.KERNEL, null, "/tmp/classpath.txt"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("the other build needs its class path, and only it");
    assertThat(Companion.none().present()).isFalse();
  }

  /** A plan of ten keys on the skip list with {@code companion}, in format {@code version}. */
  private static ForkPlan smallPlan(int version, Companion companion, boolean companionLeads) {
    return new ForkPlan(
        version,
        new ForkPlan.Target("skiplist", java.util.Map.of(), "/tmp/store"),
        new ForkPlan.Load(WorkloadSpec.simple(10, 16, 100, 1, KeyOrder.UNIFORM), 0, 1, 0),
        companion,
        companionLeads,
        "/tmp/metrics.json",
        "");
  }

  @Test
  void metricsWithoutAFormatVersionAreAClearError(@TempDir Path directory) throws Exception {
    Path file = directory.resolve("fork-metrics.bin");
    java.nio.file.Files.writeString(file, "{\"iterations\": []}");

    assertThat(refused(() -> MetricsFile.read(file)))
        .returns(ForkFileException.Problem.OTHER_VERSION, ForkFileException::problem)
        .returns(OptionalInt.empty(), ForkFileException::formatVersion)
        .as("the one place the message of another version is asserted whole")
        .hasMessage(
            "the metrics file "
                + file
                + " has format version (none), but this kvperf reads version "
                + ForkProtocol.VERSION
                + ": the test JVM and the fork run different kvperf versions");
  }

  /** What {@code reading} throws: a fork file that cannot be read, or the test fails. */
  private static ForkFileException refused(ThrowingCallable reading) {
    ForkFileException thrown = catchThrowableOfType(ForkFileException.class, reading);
    assertThat(thrown).as("the file is refused").isNotNull();
    return thrown;
  }

  @Test
  void metricsSurviveTheTripBack(@TempDir Path directory) throws Exception {
    Path file = directory.resolve("fork-metrics.bin");
    io.kvperf.result.MetricsResult metrics = io.kvperf.result.Metrics.sample();

    MetricsFile written =
        new MetricsFile(
            metrics,
            metrics,
            io.kvperf.result.Environment.current(),
            new ForkTimeline(1_000_200, new SetupSteps(400, 900, 1500, 1600), 1650, 2650, 2700));
    written.write(file);

    assertThat(MetricsFile.read(file)).isEqualTo(written);
  }

  @Test
  void aTimelineAccountsForEveryMillisecondOfTheFork() {
    // Launched at 1,000,000 ms since the epoch, the fork's JVM started 200 ms later, JMH returned
    // 3,000 ms after the launch.
    assertThat(
            new ForkTimeline(1_000_200, new SetupSteps(400, 900, 1500, 1600), 1650, 2650, 2700)
                .describe(1_000_000, 1_003_000))
        .isEqualTo(
            "kvperf: fork timeline, 3000 ms in all: the test JVM until the fork's JVM started 200,"
                + " JVM and JMH start 400, plan read 500, stores opened and preloaded 600, GC"
                + " recording's start 100, workers' setup 50, iterations 1000, stores closed 50,"
                + " exit and results 100");
  }
}
