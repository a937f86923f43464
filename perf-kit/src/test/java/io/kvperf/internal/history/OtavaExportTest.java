package io.kvperf.internal.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.store.BaselineFixtures;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A history as Otava's CSV input: a test per contract and engine, a row per run. */
class OtavaExportTest {
  private static final String CONTRACT = "com.example.GetContract#uniformGet";
  private static final long DAY_MILLIS = 86_400_000L;

  private static HistoryPoint point(
      String commit, long day, String figure, double mean, Optional<Double> anchorRatio) {
    return new HistoryPoint(
        CONTRACT,
        "skiplist",
        figure,
        new RunIdentity(commit, "", "main", 1_767_225_600_000L + day * DAY_MILLIS),
        RunSetup.of(BaselineFixtures.MACHINE, "1.0", "plan-1"),
        FigureEstimate.of("x", List.of(mean)),
        anchorRatio.map(ratio -> new AnchorRatio("git:v1", ratio, ratio - 0.01, ratio + 0.01, 5)));
  }

  @Test
  void eachRunIsARowWithItsFiguresAndTheirRatiosToTheAnchor() {
    List<HistoryPoint> points =
        List.of(
            point("b2", 1, "throughput", 990, Optional.of(0.99)),
            point("a1", 0, "throughput", 1000, Optional.of(1.0)),
            point("a1", 0, "latency.get.p99Nanos", 2000, Optional.empty()),
            point("b2", 1, "latency.get.p99Nanos", 2100, Optional.empty()));

    List<OtavaExport.Test> tests = OtavaExport.tests(points);

    assertThat(tests)
        .singleElement()
        .satisfies(
            test -> {
              assertThat(test.name()).isEqualTo(CONTRACT + ".skiplist");
              assertThat(test.metrics())
                  .containsExactly("latency.get.p99Nanos", "throughput", "throughput.anchorRatio");
              assertThat(test.rows())
                  .containsExactly(
                      List.of("2026-01-01 00:00:00 +0000", "a1", "2000.0", "1000.0", "1.0"),
                      List.of("2026-01-02 00:00:00 +0000", "b2", "2100.0", "990.0", "0.99"));
            });
  }

  @Test
  void theToolWritesACsvPerTestAndTheConfigurationNamingThem(@TempDir Path directory)
      throws IOException {
    Path history = directory.resolve("history");
    HistoryFile.of(history, CONTRACT)
        .append(List.of(point("a1", 0, "throughput", 1000, Optional.empty())));
    Path out = directory.resolve("otava");
    ByteArrayOutputStream printed = new ByteArrayOutputStream();

    int status =
        HistoryTool.run(
            List.of("otava", history.toString(), out.toString()),
            new PrintStream(printed, true, StandardCharsets.UTF_8),
            System.err);

    assertThat(status).isZero();
    try (var files = Files.list(out)) {
      assertThat(files.map(path -> path.getFileName().toString()).sorted())
          .containsExactly(
              io.kvperf.internal.files.SafeFileName.of(CONTRACT + ".skiplist") + ".csv",
              "otava.yaml");
    }
    assertThat(HistoryTool.run(List.of("otava"), System.out, new PrintStream(printed)))
        .as("wrong arguments")
        .isEqualTo(2);
  }
}
