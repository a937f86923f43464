package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.skippedWithReason;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import io.kvperf.api.Budget;
import io.kvperf.api.EngineSetting;
import io.kvperf.api.Engines;
import io.kvperf.api.Group;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.LatencyRatio;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Operation;
import io.kvperf.api.Soak;
import io.kvperf.api.Threads;
import io.kvperf.api.Workload;
import io.kvperf.engine.Capability;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.settings.SweepFilter;
import io.kvperf.testengines.HashOnlyEngine;
import io.kvperf.workload.WorkloadSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/** Invalid contracts fail before any JVM is forked, naming the attribute and the value. */
class ContractValidationTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "NegativePreload   | @Workload(preload = -5) is invalid",
        "ZeroKeySize       | @Workload(keySize = 0) is invalid",
        "ZeroThreads       | @Workload(threads = 0) is invalid",
        "ZeroIterations    | @Measure(iterations = 0) is invalid",
        "BadWarmupTime     | @Measure(warmupTime = \"2 seconds\") is invalid",
        "MixNot100         | @Workload(mix = @Mix(gets = 50, updates = 30)) is invalid: the operation shares must sum to 100, they sum to 80",
        "TooManyKeys       | @Workload(preload = 300) is invalid: exceeds the 256 distinct keys",
        "BadBudget         | @Budget(throughputDrop = 150.0) is invalid",
        "UnknownEngine     | @Engines(include = \"no-such-engine\") is invalid",
        "NoWorkload        | declares no @Workload",
        "BadLatencyEvery   | @Measure(latencyEvery = 3) is invalid: must be a power of two from 1 to 64",
        "ZeroRate          | @Rate(opsPerSecond = 0) is invalid",
        "BadPauseBudget    | @Budget(gcMaxPause = \"fast\") is invalid",
        "UnknownRelative   | @Budget(relativeTo = \"no-such-engine\") is invalid: no such engine on the class path",
        "RatioWithoutEngine| @Budget(relativeTo = \"\") is invalid: must name an engine when atLeast is set",
        "NegativeRatio     | @Budget(atLeast = -2.0) is invalid: must be a positive ratio",
        "ZeroForks         | @Measure(forks = 0) is invalid: must be 1-100",
        "LatencyRatioSelf  | @LatencyRatio(of = SCAN, to = SCAN) is invalid: compares an operation type with itself",
        "LatencyRatioNotRun| @LatencyRatio(to = SCAN) is invalid: the workload's mix has no scans",
        "LatencyRatioZero  | @LatencyRatio(atLeast = 0.0) is invalid: must be a positive ratio",
        "SettingNoEngine   | @EngineSetting(engine = \"no-such-engine\") is invalid: no such engine on the class path",
        "UnknownSetting    | @EngineSetting(engine = \"skiplist\") is invalid: engine 'skiplist' has no setting 'cacheSize'; it has none",
        "BadSettingValue   | @EngineSetting(engine = \"throttled\") is invalid: extraCostPercent must be a whole number from 0 to 10,000, was \"lots\"",
        "SettingTwice      | @EngineSetting(name = \"extraCostPercent\") is invalid: is set twice for engine 'throttled'",
        "GroupsAndThreads  | @Workload(threads = 4) is invalid: with groups, set threads in each @Group",
        "GroupsAndMix      | is invalid: with groups, set the mix of each @Group",
        "GroupMixNot100    | @Group(name = \"readers\") is invalid: @Workload(mix = @Mix(gets = 50)) is invalid: the operation shares must sum to 100, they sum to 50",
        "GroupTwice        | @Group(name = \"readers\") is invalid: names another group too",
        "CursorAndInserts  | is invalid: cursorReads walk the preloaded keys and cannot run beside inserts or deletes",
        "ThreadsZero       | @Threads(value = 0) is invalid: must be 1–1024",
        "ThreadsAndGroups  | @Threads(value = 2) is invalid: the workload has groups: set threads in each @Group",
        "ThreadsNone       | @Threads(value = {}) is invalid: name at least one value",
        "ThreadsTwice      | @Threads(value = {1, 4, 1}) is invalid: a value is named twice",
        "ThreadsSweepZero  | @Threads(value = 0) is invalid: must be 1–1024",
        "ThreadsBadFilter  | kvperf.threads = 'two' is invalid: give 'all' or thread counts of at least 1 separated by commas",
        "SoakAndMeasure    | declares both @Soak and @Measure (on the method, a preset or the class)",
        "SoakNotWhole      | @Soak(time = \"1h\", interval = \"7m\") is invalid: the time must be a whole number of intervals",
        "SoakBadTime       | @Soak(time = \"an hour\") is invalid"
      })
  void failsBeforeForking(String fixture, String expectedMessage, @TempDir Path directory)
      throws ClassNotFoundException {
    Class<?> fixtureClass = Class.forName(ContractValidationTest.class.getName() + "$" + fixture);

    Map<String, String> settings =
        fixture.equals("ThreadsBadFilter") ? Map.of(SweepFilter.THREADS, "two") : Map.of();
    EngineExecutionResults results = FixtureRun.run(fixtureClass, directory, settings);

    assertFailedBeforeForking(results, directory, m -> m.contains(expectedMessage));
  }

  /** The contract failed with a configuration error whose message passes, and nothing forked. */
  private static void assertFailedBeforeForking(
      EngineExecutionResults results, Path directory, Predicate<String> expectedMessage) {
    results
        .containerEvents()
        .assertThatEvents()
        .haveExactly(
            1,
            event(
                container("test-template:contract()"),
                finishedWithFailure(
                    instanceOf(ExtensionConfigurationException.class), message(expectedMessage))));
    assertThat(results.testEvents().started().count()).as("invocations started").isZero();
    assertThat(Files.exists(directory.resolve("report").resolve("runs")))
        .as("a run directory, i.e. a fork was prepared")
        .isFalse();
  }

  @Test
  void anUnknownEngineInTheRunWideFilterFailsBeforeForking(@TempDir Path directory) {
    EngineExecutionResults results =
        FixtureRun.run(
            ScansOnTwoEngines.class, directory, Map.of(KvPerfSettings.ENGINES, "skiplist,nope"));
    assertFailedBeforeForking(
        results,
        directory,
        m ->
            m.startsWith(
                "kvperf.engines = 'skiplist,nope' is invalid: no engine 'nope' on the class path;"
                    + " found ["));
  }

  @Test
  void engineOutsideTheRunWideFilterIsSkippedWithTheReason(@TempDir Path directory)
      throws Exception {
    EngineExecutionResults results =
        FixtureRun.run(
            ScansOnTwoEngines.class, directory, Map.of(KvPerfSettings.ENGINES, "hash-only"));
    // The skip list is filtered out; hash-only, kept, cannot scan: nothing is forked.
    WorkloadSpec workload =
        ContractDefinition.of(
                ScansOnTwoEngines.class, ScansOnTwoEngines.class.getDeclaredMethod("contract"))
            .workload();
    SkipReason filteredOut =
        SkipReason.of(workload, new SkipListEngine(), List.of("hash-only")).orElseThrow();
    assertThat(filteredOut).isEqualTo(new SkipReason.NotSelected("skiplist", List.of("hash-only")));
    SkipReason lacking =
        SkipReason.of(workload, new HashOnlyEngine(), List.of("hash-only")).orElseThrow();
    assertThat(lacking)
        .isInstanceOfSatisfying(
            SkipReason.LacksCapabilities.class,
            lacks -> assertThat(lacks.missing()).containsExactly(Capability.SCAN_ASCENDING));
    results
        .testEvents()
        .assertThatEvents()
        .haveExactly(1, event(skippedWithReason(filteredOut.reason())))
        .haveExactly(1, event(skippedWithReason(lacking.reason())));
    assertThat(Files.exists(directory.resolve("report").resolve("runs"))).isFalse();
  }

  @KvPerfContract
  static class ScansOnTwoEngines {
    @KvPerfTest
    @Engines(include = {"skiplist", "hash-only"})
    @Workload(preload = 10, mix = @Mix(gets = 0, scans = 100))
    void contract() {}
  }

  @KvPerfContract
  static class NegativePreload {
    @KvPerfTest
    @Workload(preload = -5)
    void contract() {}
  }

  @KvPerfContract
  static class ZeroKeySize {
    @KvPerfTest
    @Workload(preload = 10, keySize = 0)
    void contract() {}
  }

  @KvPerfContract
  static class ZeroThreads {
    @KvPerfTest
    @Workload(preload = 10, threads = 0)
    void contract() {}
  }

  @KvPerfContract
  static class SoakAndMeasure {
    @KvPerfTest
    @Workload(preload = 10)
    @Soak(time = "1h")
    @Measure(forks = 2)
    void contract() {}
  }

  @KvPerfContract
  static class SoakNotWhole {
    @KvPerfTest
    @Workload(preload = 10)
    @Soak(time = "1h", interval = "7m")
    void contract() {}
  }

  @KvPerfContract
  static class SoakBadTime {
    @KvPerfTest
    @Workload(preload = 10)
    @Soak(time = "an hour")
    void contract() {}
  }

  @KvPerfContract
  static class ZeroIterations {
    @KvPerfTest
    @Workload(preload = 10)
    @Measure(iterations = 0)
    void contract() {}
  }

  @KvPerfContract
  static class BadWarmupTime {
    @KvPerfTest
    @Workload(preload = 10)
    @Measure(warmupTime = "2 seconds")
    void contract() {}
  }

  @KvPerfContract
  static class MixNot100 {
    @KvPerfTest
    @Workload(preload = 10, mix = @Mix(gets = 50, updates = 30))
    void contract() {}
  }

  @KvPerfContract
  static class TooManyKeys {
    @KvPerfTest
    @Workload(preload = 300, keySize = 1)
    void contract() {}
  }

  @KvPerfContract
  static class BadBudget {
    @KvPerfTest
    @Workload(preload = 10)
    @Budget(throughputDrop = 150)
    void contract() {}
  }

  @KvPerfContract
  static class UnknownEngine {
    @KvPerfTest
    @Workload(preload = 10)
    @Engines(include = "no-such-engine")
    void contract() {}
  }

  @KvPerfContract
  static class BadLatencyEvery {
    @KvPerfTest
    @Workload(preload = 10)
    @Measure(latencyEvery = 3)
    void contract() {}
  }

  @KvPerfContract
  static class ZeroRate {
    @KvPerfTest
    @Workload(preload = 10)
    @io.kvperf.api.Rate(opsPerSecond = 0)
    void contract() {}
  }

  @KvPerfContract
  static class BadPauseBudget {
    @KvPerfTest
    @Workload(preload = 10)
    @Budget(gcMaxPause = "fast")
    void contract() {}
  }

  @KvPerfContract
  static class NoWorkload {
    @KvPerfTest
    void contract() {}
  }

  @KvPerfContract
  static class UnknownRelative {
    @KvPerfTest
    @Workload(preload = 10)
    @Budget(relativeTo = "no-such-engine", atLeast = 2)
    void contract() {}
  }

  @KvPerfContract
  static class RatioWithoutEngine {
    @KvPerfTest
    @Workload(preload = 10)
    @Budget(atLeast = 2)
    void contract() {}
  }

  @KvPerfContract
  static class NegativeRatio {
    @KvPerfTest
    @Workload(preload = 10)
    @Budget(relativeTo = "skiplist", atLeast = -2)
    void contract() {}
  }

  @KvPerfContract
  static class LatencyRatioSelf {
    @KvPerfTest
    @Workload(preload = 10, mix = @Mix(gets = 0, scans = 100))
    @LatencyRatio(of = Operation.SCAN, to = Operation.SCAN, atLeast = 2)
    void contract() {}
  }

  @KvPerfContract
  static class LatencyRatioNotRun {
    @KvPerfTest
    @Workload(preload = 10, mix = @Mix(gets = 50, reverseScans = 50))
    @LatencyRatio(of = Operation.REVERSE_SCAN, to = Operation.SCAN, atLeast = 2)
    void contract() {}
  }

  @KvPerfContract
  static class LatencyRatioZero {
    @KvPerfTest
    @Workload(preload = 10, mix = @Mix(gets = 0, scans = 50, reverseScans = 50))
    @LatencyRatio(of = Operation.REVERSE_SCAN, to = Operation.SCAN, atLeast = 0)
    void contract() {}
  }

  @KvPerfContract
  static class ZeroForks {
    @KvPerfTest
    @Workload(preload = 10)
    @Measure(forks = 0)
    void contract() {}
  }

  @KvPerfContract
  static class SettingNoEngine {
    @KvPerfTest
    @Workload(preload = 10)
    @EngineSetting(engine = "no-such-engine", name = "cacheSize", value = "1")
    void contract() {}
  }

  @KvPerfContract
  static class UnknownSetting {
    @KvPerfTest
    @Workload(preload = 10)
    @EngineSetting(engine = "skiplist", name = "cacheSize", value = "1")
    void contract() {}
  }

  @KvPerfContract
  static class BadSettingValue {
    @KvPerfTest
    @Workload(preload = 10)
    @EngineSetting(engine = "throttled", name = "extraCostPercent", value = "lots")
    void contract() {}
  }

  @KvPerfContract
  static class SettingTwice {
    @KvPerfTest
    @Workload(preload = 10)
    @EngineSetting(engine = "throttled", name = "extraCostPercent", value = "5")
    @EngineSetting(engine = "throttled", name = "extraCostPercent", value = "6")
    void contract() {}
  }

  @KvPerfContract
  static class CursorAndInserts {
    @KvPerfTest
    @Workload(preload = 10, mix = @Mix(gets = 0, cursorReads = 90, inserts = 10))
    void contract() {}
  }

  @KvPerfContract
  static class ThreadsZero {
    @KvPerfTest
    @Workload(preload = 10)
    @Threads(0)
    void contract() {}
  }

  @KvPerfContract
  static class ThreadsNone {
    @KvPerfTest
    @Workload(preload = 10)
    @Threads({})
    void contract() {}
  }

  @KvPerfContract
  static class ThreadsTwice {
    @KvPerfTest
    @Workload(preload = 10)
    @Threads({1, 4, 1})
    void contract() {}
  }

  @KvPerfContract
  static class ThreadsSweepZero {
    @KvPerfTest
    @Workload(preload = 10)
    @Threads({2, 0})
    void contract() {}
  }

  @KvPerfContract
  static class ThreadsBadFilter {
    @KvPerfTest
    @Workload(preload = 10)
    @Threads({1, 2})
    void contract() {}
  }

  @KvPerfContract
  static class ThreadsAndGroups {
    @KvPerfTest
    @Workload(preload = 10, groups = @Group(name = "readers", mix = @Mix))
    @Threads(2)
    void contract() {}
  }

  @KvPerfContract
  static class GroupsAndThreads {
    @KvPerfTest
    @Workload(preload = 10, threads = 4, groups = @Group(name = "readers", mix = @Mix))
    void contract() {}
  }

  @KvPerfContract
  static class GroupsAndMix {
    @KvPerfTest
    @Workload(
        preload = 10,
        mix = @Mix(gets = 50, updates = 50),
        groups = @Group(name = "readers", mix = @Mix))
    void contract() {}
  }

  @KvPerfContract
  static class GroupMixNot100 {
    @KvPerfTest
    @Workload(preload = 10, groups = @Group(name = "readers", mix = @Mix(gets = 50)))
    void contract() {}
  }

  @KvPerfContract
  static class GroupTwice {
    @KvPerfTest
    @Workload(
        preload = 10,
        groups = {@Group(name = "readers", mix = @Mix), @Group(name = "readers", mix = @Mix)})
    void contract() {}
  }
}
