package io.kvperf.internal.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.Environment;
import io.kvperf.result.Metrics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fork's timeline as its {@code fork-metrics.json} keeps it for people and their scripts: one
 * flat object of its eight steps, in the fork's order, last in the file; and through the fork's
 * binary file, the timeline the fork wrote.
 */
class ForkTimelineFormatTest {
  private static final ForkTimeline TIMELINE =
      new ForkTimeline(1_000_200, new SetupSteps(400, 900, 1500, 1600), 1650, 2650, 2700);

  private static final String TEXT =
      """
        "timeline" : {
          "jvmStartEpochMillis" : 1000200,
          "jmhReadyMillis" : 400,
          "planReadMillis" : 900,
          "storesOpenMillis" : 1500,
          "recordingMillis" : 1600,
          "firstIterationMillis" : 1650,
          "lastIterationMillis" : 2650,
          "closedMillis" : 2700
        }
      }""";

  @Test
  void aTimelineIsWrittenAsOneFlatObjectOfItsEightStepsInTheirOrder(@TempDir Path directory)
      throws Exception {
    Path file = directory.resolve("fork-metrics.json");
    file(TIMELINE).writeReadableCopy(file);

    assertThat(Files.readString(file)).endsWith(TEXT);
  }

  @Test
  void aTimelineSurvivesTheForksFile(@TempDir Path directory) throws Exception {
    Path file = directory.resolve("fork-metrics.bin");
    for (ForkTimeline timeline :
        List.of(TIMELINE, new ForkTimeline(5, new SetupSteps(1, 2, 3, 4), 6, 7, 8))) {
      file(timeline).write(file);

      assertThat(MetricsFile.read(file).timeline()).isEqualTo(timeline);
    }
  }

  private static MetricsFile file(ForkTimeline timeline) {
    return new MetricsFile(Metrics.sample(), null, Environment.current(), timeline);
  }
}
