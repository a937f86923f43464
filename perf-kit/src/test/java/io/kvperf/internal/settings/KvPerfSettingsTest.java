package io.kvperf.internal.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.workload.Scale;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/** Every {@code kvperf.*} setting: its default, a valid value, and an invalid one. */
class KvPerfSettingsTest {
  private static KvPerfSettings parse(Map<String, String> parameters) {
    return KvPerfSettings.parse(key -> Optional.ofNullable(parameters.get(key)));
  }

  @Test
  void defaults() {
    KvPerfSettings settings = parse(Map.of());
    assertThat(settings.baseline().mode()).isEqualTo(BaselineMode.CHECK);
    assertThat(settings.baseline().directory()).isEqualTo(Path.of("baselines").toAbsolutePath());
    assertThat(settings.output().reportDirectory())
        .isEqualTo(Path.of("target/kvperf").toAbsolutePath());
    assertThat(settings.fork().jvmArgs()).isEmpty();
    assertThat(settings.scope().scale()).isEqualTo(Scale.FULL);
    assertThat(settings.fork().timeout()).isEqualTo(Duration.ofMinutes(30));
    assertThat(settings.fork().cpu()).isEqualTo(ForkCpu.AUTO);
    assertThat(settings.output().verbose()).isFalse();
    assertThat(settings.scope().engines()).isEmpty();
    assertThat(settings.compare())
        .isEqualTo(
            new CompareSettings(
                Optional.empty(),
                CompareSettings.Use.COMPARE,
                "",
                CompareMode.AUTO,
                ComparePreload.EACH,
                new PairCounts(16, 0),
                new ArmFloors(Duration.ofMillis(500), 8),
                new GitBuildSettings("", "", Duration.ofMinutes(30))))
        .isEqualTo(CompareSettings.defaults());
    assertThat(settings.lock().timeout()).isEqualTo(Duration.ofHours(2));
  }

  @Test
  void aRangeGivenToTheBisectSwitchSaysWhereItGoes() {
    assertThatThrownBy(() -> parse(Map.of(CompareSettings.BISECT, "git:v1..HEAD")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage(
            "kvperf.compare.bisect = 'git:v1..HEAD' is invalid: use true or false, and name the"
                + " range with kvperf.compare = git:v1..HEAD");
  }

  @Test
  void theAnchorIsTheBuildComparedWithAndExcludesAnother() {
    CompareSettings anchored = parse(Map.of(CompareSettings.ANCHOR, "git:v1.2.0")).compare();
    assertThat(anchored.build()).contains("git:v1.2.0");
    assertThat(anchored.use()).isEqualTo(CompareSettings.Use.ANCHOR);
    assertThatThrownBy(
            () ->
                parse(
                    Map.of(
                        CompareSettings.ANCHOR, "git:v1.2.0", CompareSettings.BUILD, "git:main")))
        .isInstanceOf(ExtensionConfigurationException.class);
  }

  @Test
  void everyComparisonSettingIsRead() {
    CompareSettings compare =
        parse(
                Map.ofEntries(
                    Map.entry("kvperf.compare", "org.h2database:h2:2.4.240,2.5.252"),
                    Map.entry("kvperf.compare.jvmArgs", "-Xmx1g"),
                    Map.entry(CompareSettings.PAIRS, "8"),
                    Map.entry(CompareSettings.MODE, "forks"),
                    Map.entry(ComparePreload.KEY, "once"),
                    Map.entry(CompareSettings.BISECT, "true"),
                    Map.entry(CompareSettings.UNBUDGETED, "4"),
                    Map.entry(CompareSettings.WARMUP, "300ms"),
                    Map.entry(CompareSettings.ITERATIONS, "12"),
                    Map.entry(CompareSettings.MAVEN_ARGS, "-o -s settings.xml"),
                    Map.entry(CompareSettings.MAVEN, "./mvnw"),
                    Map.entry(CompareSettings.BUILD_TIMEOUT, "45m")))
            .compare();
    assertThat(compare)
        .isEqualTo(
            new CompareSettings(
                Optional.of("org.h2database:h2:2.4.240,2.5.252"),
                CompareSettings.Use.BISECT,
                "-Xmx1g",
                CompareMode.FORKS,
                ComparePreload.ONCE,
                new PairCounts(8, 4),
                new ArmFloors(Duration.ofMillis(300), 12),
                new GitBuildSettings("./mvnw", "-o -s settings.xml", Duration.ofMinutes(45))));
  }

  @Test
  void everySettingIsRead() {
    KvPerfSettings settings =
        parse(
            Map.of(
                KvPerfSettings.BASELINE, "strict",
                KvPerfSettings.BASELINE_DIR, "/tmp/b/../base",
                KvPerfSettings.REPORT_DIR, "/tmp/r",
                KvPerfSettings.FORK_JVM_ARGS, "  -Xmx1g   -Dx=y ",
                KvPerfSettings.SCALE, "ci",
                KvPerfSettings.FORK_TIMEOUT, "90s",
                KvPerfSettings.VERBOSE, "TRUE",
                KvPerfSettings.BASELINE_LOAD, "false",
                KvPerfSettings.ENGINES, " krati, bdb-je ,,krati",
                KvPerfSettings.LOCK, "Fail"));
    assertThat(settings.baseline().mode()).isEqualTo(BaselineMode.STRICT);
    assertThat(settings.baseline().directory()).isEqualTo(Path.of("/tmp/base"));
    assertThat(settings.output().reportDirectory()).isEqualTo(Path.of("/tmp/r"));
    assertThat(settings.fork().jvmArgs()).containsExactly("-Xmx1g", "-Dx=y");
    assertThat(settings.scope().scale()).isEqualTo(new Scale("ci", 0.1));
    assertThat(settings.fork().timeout()).isEqualTo(Duration.ofSeconds(90));
    assertThat(settings.output().verbose()).isTrue();
    assertThat(settings.baseline().updateBesideLoad()).isFalse();
    assertThat(parse(Map.of()).baseline().updateBesideLoad()).as("the default").isTrue();
    assertThat(settings.scope().engines()).containsExactly("krati", "bdb-je");
    assertThat(parse(Map.of(KvPerfSettings.ENGINES, " All ")).scope().engines())
        .as("every engine, as no value")
        .isEmpty();
    assertThat(settings.lock().mode()).isEqualTo(LockMode.FAIL);
    assertThat(parse(Map.of()).lock().mode()).as("the default").isEqualTo(LockMode.WAIT);
    assertThat(settings.output().runDirectory("a.B#c", "skiplist"))
        .isEqualTo(Path.of("/tmp/r/runs/a.B.c/skiplist"));
  }

  @Test
  void theOperationThreadsArePinnedFreedOrLeftToTheRun() {
    assertThat(parse(Map.of(KvPerfSettings.FORK_CPU, " Free")).fork().cpu())
        .isEqualTo(ForkCpu.FREE);
    assertThat(parse(Map.of(KvPerfSettings.FORK_CPU, "auto")).fork().cpu()).isEqualTo(ForkCpu.AUTO);
    assertThatThrownBy(() -> parse(Map.of(KvPerfSettings.FORK_CPU, "core0")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage(
            "kvperf.fork.cpu = 'core0' is invalid: use auto (pinned in pairs of forks where the"
                + " machine allows), pinned or free");
    if (ForkCpu.machineAllows()) {
      assertThat(parse(Map.of(KvPerfSettings.FORK_CPU, "pinned")).fork().cpu())
          .isEqualTo(ForkCpu.PINNED);
    } else {
      assertThatThrownBy(() -> parse(Map.of(KvPerfSettings.FORK_CPU, "pinned")))
          .isInstanceOf(ExtensionConfigurationException.class)
          .hasMessageContaining("pinning needs Linux and taskset");
    }
  }

  @Test
  void aSweepPointsRunDirectoryIsOneSafeDirectoryOfItsOwn() {
    KvPerfSettings settings = parse(Map.of(KvPerfSettings.REPORT_DIR, "/tmp/r"));

    assertThat(settings.output().runDirectory("a.B#get[threads=2,valueSize=64]", "skiplist"))
        .isEqualTo(Path.of("/tmp/r/runs/a.B.get_threads_2_valueSize_64_-bb31bc16/skiplist"));
    assertThat(settings.output().runDirectory("a.B#get[threads=2_valueSize=64]", "skiplist"))
        .isEqualTo(Path.of("/tmp/r/runs/a.B.get_threads_2_valueSize_64_-75691442/skiplist"));
  }

  @Test
  void everyModeAndAScaleFactorParse() {
    for (BaselineMode mode : BaselineMode.values()) {
      assertThat(
              parse(Map.of(KvPerfSettings.BASELINE, mode.name().toLowerCase())).baseline().mode())
          .isEqualTo(mode);
    }
    assertThat(parse(Map.of(KvPerfSettings.SCALE, "0.25")).scope().scale().factor())
        .isEqualTo(0.25);
    assertThat(parse(Map.of(KvPerfSettings.SCALE, "smoke")).scope().scale().factor())
        .isEqualTo(0.01);
  }

  @Test
  void anInvalidValueOfAnySettingIsAConfigurationErrorNamingIt() {
    Map<String, String> invalid =
        Map.of(
            KvPerfSettings.BASELINE, "yes",
            KvPerfSettings.SCALE, "huge",
            KvPerfSettings.FORK_TIMEOUT, "soon",
            KvPerfSettings.BASELINE_DIR, "bad\0path",
            KvPerfSettings.REPORT_DIR, "bad\0path",
            KvPerfSettings.VERBOSE, "loud",
            CompareSettings.PAIRS, "3",
            CompareSettings.MODE, "threads",
            CompareSettings.BISECT, "maybe",
            CompareSettings.UNBUDGETED, "1");
    invalid.forEach(
        (key, value) ->
            assertThatThrownBy(() -> parse(Map.of(key, value)))
                .as(key)
                .isInstanceOf(ExtensionConfigurationException.class)
                .hasMessageStartingWith(key + " = '" + value + "'"));
    assertThatThrownBy(() -> parse(Map.of(KvPerfSettings.LOCK, "later")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage("kvperf.lock = 'later' is invalid: use wait or fail");
    assertThatThrownBy(() -> parse(Map.of(KvPerfSettings.BASELINE_LOAD, "half")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage("kvperf.baseline.load = 'half' is invalid: use true or false");
    assertThatThrownBy(() -> parse(Map.of(CompareSettings.WARMUP, "long")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessageStartingWith("kvperf.compare.warmup = 'long' is invalid: write a whole number");
    assertThatThrownBy(() -> parse(Map.of(CompareSettings.ITERATIONS, "0")))
        .hasMessage(
            "kvperf.compare.iterations = '0' is invalid: use a whole number of iterations from 1 to"
                + " 1000");
    assertThatThrownBy(() -> parse(Map.of(KvPerfSettings.SCALE, "0")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage("kvperf.scale = '0' is invalid: a factor must be in (0, 1000]");
    assertThatThrownBy(
            () ->
                parse(
                    Map.of(
                        CompareSettings.MODE,
                        "jvm",
                        "kvperf.compare.jvmArgs",
                        "-XX:+UseParallelGC")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessageStartingWith("kvperf.compare.jvmArgs = '-XX:+UseParallelGC' cannot apply");
    assertThatThrownBy(
            () -> parse(Map.of(KvPerfSettings.BASELINE, "update", "kvperf.compare", "this")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage(
            "kvperf.compare = 'this' cannot apply with kvperf.baseline = update: a comparison of two"
                + " builds neither reads nor writes the stored baselines");

    assertThatThrownBy(() -> parse(Map.of(CompareSettings.BISECT, "true")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage(
            "kvperf.compare.bisect = true needs kvperf.compare = group:artifact:from,to or"
                + " git:<good>..<bad>, the two ends of the range to bisect");
  }
}
