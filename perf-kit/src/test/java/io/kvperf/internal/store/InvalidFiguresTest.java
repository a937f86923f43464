package io.kvperf.internal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.Operation;
import io.kvperf.internal.stats.FigureRule;
import io.kvperf.internal.store.BaselineFileException.InvalidFigure;
import io.kvperf.internal.store.BaselineFileException.Problem;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * JSON lets a baseline hold {@code "NaN"}, {@code "Infinity"}, {@code 1e400} and negatives. In a
 * budget's figure, a fork's throughput or a fork's p99, each is an error naming the file, the
 * entry, the field and the value: never a quiet pass, a p99 read as absent, or an unlabelled
 * failure after the forks ran.
 */
class InvalidFiguresTest {
  private static final String RUN = "2026-11-22T10:00:00Z";

  @TempDir Path directory;

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // the figure a rise budget (allocationRise) compares
        "\"allocation.operationThreads.bytesPerOp\" : 100.0 | \"NaN\"     | NaN",
        "\"allocation.operationThreads.bytesPerOp\" : 100.0 | \"Infinity\" | Infinity",
        "\"allocation.operationThreads.bytesPerOp\" : 100.0 | 1e400       | Infinity",
        "\"allocation.operationThreads.bytesPerOp\" : 100.0 | -1.0        | -1.0",
        // the first fork's throughput
        "\"opsPerSecond\" : 100.0                          | \"NaN\"     | NaN",
        "\"opsPerSecond\" : 100.0                          | \"Infinity\" | Infinity",
        "\"opsPerSecond\" : 100.0                          | 1e400       | Infinity",
        "\"opsPerSecond\" : 100.0                          | -1.0        | -1.0",
        "\"opsPerSecond\" : 100.0                          | 0.0         | 0.0",
        // the first fork's p99 of gets
        "\"get\" : 2000.0                                  | \"NaN\"     | NaN",
        "\"get\" : 2000.0                                  | \"Infinity\" | Infinity",
        "\"get\" : 2000.0                                  | 1e400       | Infinity",
        "\"get\" : 2000.0                                  | -1.0        | -1.0"
      })
  void anInvalidFigureIsNamedByFileEntryFieldAndValue(String stored, String raw, double read)
      throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    String text = files.text();
    String name = stored.substring(0, stored.indexOf(" : "));
    // The first occurrence is the rocksdb entry's (entries are sorted by engine), in its first
    // fork.
    assertThat(text).contains(stored);
    files.write(text.replaceFirst(java.util.regex.Pattern.quote(stored), name + " : " + raw));

    BaselineFileException refused = files.refused(Problem.INVALID_FIGURE);

    String field;
    String run;
    FigureRule rule;
    switch (name) {
      case "\"opsPerSecond\"" -> {
        field = "forks[0].opsPerSecond";
        run = RUN;
        rule = FigureRule.RATE;
      }
      case "\"get\"" -> {
        field = "forks[0].p99Nanos[\"get\"]";
        run = RUN;
        rule = FigureRule.AMOUNT;
      }
      default -> {
        field = "metrics[\"allocation.operationThreads.bytesPerOp\"]";
        run = null;
        rule = FigureRule.AMOUNT;
      }
    }
    assertThat(refused.figure())
        .contains(new InvalidFigure("rocksdb", "full", run, field, read, rule));
    assertThat(refused.getMessage())
        .isEqualTo(
            "the baseline file "
                + files.file
                + " holds an invalid figure: in the entry of engine 'rocksdb' at scale 'full'"
                + (run == null ? "" : ", fork of run " + run)
                + ", "
                + field
                + " is "
                + read
                + ", not "
                + rule.range()
                + "; it was left untouched. Fix it, restore it from version control (git checkout"
                + " -- "
                + files.file
                + "), or delete it and re-record with -Dkvperf.baseline=update");
  }

  @Test
  void aPairedLogRatioWhoseScoreIsNoRateIsInvalid() throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    files.write(
        files
            .text()
            .replaceFirst(
                "\"pairedLogRatio\" : null,\n( *)\"referenceOpsPerSecond\" : null",
                "\"pairedLogRatio\" : 800.0,\n$1\"referenceOpsPerSecond\" : 1.0e300"));

    BaselineFileException refused = files.refused(Problem.INVALID_FIGURE);

    assertThat(refused.figure().orElseThrow().field())
        .isEqualTo("forks[0].pairedLogRatio (as referenceOpsPerSecond × e^pairedLogRatio)");
    assertThat(refused.figure().orElseThrow().value()).isEqualTo(Double.POSITIVE_INFINITY);
  }

  /** A fork built in memory with a p99 that is no time fails when read, never reads as absent. */
  @Test
  void aNanP99IsNeverReadAsAbsent() {
    StoredFork nan =
        new StoredFork(
            RUN,
            100,
            Map.of("get", Double.NaN),
            new StoredFork.Reference(null, Map.of(), null),
            false,
            Map.of());
    StoredFork zero =
        new StoredFork(
            RUN,
            100,
            Map.of("get", 0.0),
            new StoredFork.Reference(null, Map.of(), null),
            false,
            Map.of());

    assertThatThrownBy(() -> nan.p99(Operation.GET))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("fork figures must be finite and positive, were NaN and NaN");
    assertThat(zero.p99(Operation.GET)).as("the kit's word for no measurable time").isEmpty();
    assertThat(nan.p99(Operation.UPDATE)).as("an operation that did not run").isEmpty();
  }
}
