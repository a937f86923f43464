package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.EventConditions.uniqueIdSubstring;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.store.BaselineFileException;
import io.kvperf.internal.store.BaselineStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * A baseline file with the markers of a merge conflict fails its own contract before its forks run,
 * naming the file and how to repair it, in {@code check} and in {@code update} mode, and is never
 * overwritten; the other contract of the run, whose baselines are counted beside the broken file
 * and beside a file where no contract's lies, is measured and judged as usual.
 */
class BaselineFileExtensionTest {
  private static final String CONFLICTED =
      """
      {
        "contract" : "%s#broken",
      <<<<<<< HEAD
        "entries" : [ ]
      =======
        "entries" : [ ],
        "formatVersion" : 1
      >>>>>>> other-branch
      }
      """
          .formatted(Fixture.class.getName());

  @ParameterizedTest
  @ValueSource(strings = {"check", "update"})
  void aBrokenFileFailsOnlyItsOwnContractBeforeItsForks(String mode, @TempDir Path directory)
      throws Exception {
    Path baselines = directory.resolve("baselines");
    Path broken = baselines.resolve(Fixture.class.getName()).resolve("broken.json");
    Files.createDirectories(broken.getParent());
    Files.writeString(broken, CONFLICTED);
    Path misplaced = baselines.resolve("com..example").resolve("get.json");
    Files.createDirectories(misplaced.getParent());
    Files.writeString(misplaced, "{}");

    EngineExecutionResults results =
        FixtureRun.run(
            Fixture.class,
            directory,
            Map.of(KvPerfSettings.BASELINE, mode, KvPerfSettings.SCALE, "smoke"));

    results
        .testEvents()
        .assertStatistics(stats -> stats.started(2).succeeded(1).failed(1))
        .assertThatEvents()
        .haveExactly(
            1,
            event(
                test(),
                uniqueIdSubstring("test-template:broken()"),
                finishedWithFailure(
                    instanceOf(BaselineFileException.class),
                    message(
                        "the baseline file "
                            + broken
                            + " holds the markers of a merge conflict (<<<<<<< at line 3); it was"
                            + " left untouched. Take one side with git checkout --ours "
                            + broken
                            + " or git checkout --theirs "
                            + broken
                            + " (while the merge is in progress) and re-record what the other side"
                            + " measured, or delete the file and re-record it with"
                            + " -Dkvperf.baseline=update"))))
        .haveExactly(
            1, event(test(), uniqueIdSubstring("test-template:healthy()"), finishedSuccessfully()));
    assertThat(broken).as("never overwritten").content().isEqualTo(CONFLICTED);
    Path brokenRuns =
        FixtureRun.runDirectory(directory, Fixture.class, "broken", "skiplist").getParent();
    if (Files.exists(brokenRuns)) {
      try (Stream<Path> written = Files.walk(brokenRuns)) {
        assertThat(written.filter(Files::isRegularFile))
            .as("no fork of the broken contract was prepared")
            .isEmpty();
      }
    }
    assertThat(FixtureRun.runDirectory(directory, Fixture.class, "healthy", "skiplist"))
        .isDirectory();
    assertThat(directory.resolve("report").resolve("results.md"))
        .content()
        .as("the contract's name, escaped as Markdown")
        .contains(Fixture.class.getName().replace("$", "\\$") + "#healthy");
    Path healthy = baselines.resolve(Fixture.class.getName()).resolve("healthy.json");
    if (mode.equals("update")) {
      assertThat(new BaselineStore(baselines).entries(Fixture.class.getName() + "#healthy"))
          .extracting(entry -> entry.key().engine())
          .containsExactly("skiplist");
    } else {
      assertThat(healthy).doesNotExist();
    }
  }

  @KvPerfContract
  @Engines(include = "skiplist")
  @Measure(
      warmups = 0,
      iterations = 1,
      iterationTime = "100ms",
      forks = 1,
      reference = Reference.NONE)
  @Budget(allocationRise = 100)
  static class Fixture {
    @KvPerfTest
    @Workload(preload = 1_000)
    void broken() {}

    @KvPerfTest
    @Workload(preload = 1_000)
    void healthy() {}
  }
}
