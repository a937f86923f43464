package io.kvperf.internal.store;

import static io.kvperf.internal.store.BadBaselineFiles.TEN;
import static io.kvperf.internal.store.BaselineFixtures.CONTRACT;
import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.record;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.IntNode;
import io.kvperf.internal.store.BaselineFileException.Found;
import io.kvperf.internal.store.BaselineFileException.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A baseline file that cannot be read is an error naming it, what is wrong and how to repair it; it
 * is never overwritten, an update of its contract is refused, and the other contract's file is read
 * and gated as before.
 */
class BaselineFileErrorsTest {
  @TempDir Path directory;

  @Test
  void mergeConflictMarkersAreNamedWithBothWaysToRepair() throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    String text = files.text();
    // Both branches updated the skiplist entry: the merge left both sides of it.
    int start =
        text.indexOf("    {\n      \"calibration\"", text.indexOf("\"engine\" : \"rocksdb\""));
    int end = text.indexOf("\n  ],\n  \"formatVersion\"");
    String ours = text.substring(start, end);
    String theirs = ours.replace("\"opsPerSecond\" : 200.0", "\"opsPerSecond\" : 190.0");
    files.write(
        text.substring(0, start)
            + "<<<<<<< HEAD\n"
            + ours
            + "\n=======\n"
            + theirs
            + "\n>>>>>>> other-branch"
            + text.substring(end));
    int line = (int) text.substring(0, start).chars().filter(c -> c == '\n').count() + 1;

    BaselineFileException refused = files.refused(Problem.CONFLICT_MARKERS);

    assertThat(refused.getMessage())
        .isEqualTo(
            "the baseline file "
                + files.file
                + " holds the markers of a merge conflict (<<<<<<< at line "
                + line
                + "); it was left untouched. Take one side with git checkout --ours "
                + files.file
                + " or git checkout --theirs "
                + files.file
                + " (while the merge is in progress) and re-record what the other side measured,"
                + " or delete the file and re-record it with -Dkvperf.baseline=update");
  }

  @Test
  void truncatedJsonIsCorruptAndSaysWhere() throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    String text = files.text();
    // Cut inside the first entry: the parser then names where that entry began, a location in
    // which Jackson would write the source it leaves out ("REDACTED").
    files.write(text.substring(0, text.indexOf("\"calibration\"")));

    BaselineFileException refused = files.refused(Problem.CORRUPT);

    assertThat(refused).hasCauseInstanceOf(JsonEOFException.class);
    assertThat(refused.getMessage())
        .as("the parser's words and where it stopped, without the source Jackson leaves out")
        .isEqualTo(
            "the baseline file "
                + files.file
                + " is not a valid baseline document (Unexpected end-of-input: expected close"
                + " marker for Object (start marker at [line: 4, column: 5]) at line 5, column 7);"
                + " it was left untouched. Fix it, restore it from version control (git checkout -- "
                + files.file
                + "), or delete it and re-record with -Dkvperf.baseline=update");
  }

  @Test
  void aNewerFormatVersionIsRefusedNamingBothVersions() throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    files.write(files.text().replace("\"formatVersion\" : 1", "\"formatVersion\" : 2"));

    BaselineFileException refused = files.refused(Problem.NEWER_FORMAT);

    assertThat(refused.found()).contains(new Found("formatVersion", "2"));
    assertThat(refused.getMessage())
        .isEqualTo(
            "the baseline file "
                + files.file
                + " is of format version 2, written by a newer kvperf; this kvperf reads format"
                + " version 1 and older. It was left untouched: run the kvperf that wrote it, or"
                + " delete it and re-record with -Dkvperf.baseline=update");
  }

  @Test
  void aFileWithoutAFormatVersionIsOfVersionOneAndGetsOneWhenUpdated() throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    files.write(files.text().replace(",\n  \"formatVersion\" : 1", ""));
    assertThat(json(files.text()).has("formatVersion")).isFalse();

    assertThat(files.store.entries(CONTRACT))
        .extracting(entry -> entry.key().engine())
        .containsExactly("rocksdb", "skiplist");
    record(files.store, result("alpha", MACHINE, 1.0), TEN);
    assertThat(json(files.text()).get("formatVersion")).isEqualTo(IntNode.valueOf(1));
  }

  @Test
  void aFormatVersionThatIsNoWholeNumberIsCorrupt() throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    files.write(files.text().replace("\"formatVersion\" : 1", "\"formatVersion\" : \"one\""));

    assertThat(files.refused(Problem.CORRUPT).found())
        .contains(new Found("formatVersion", "\"one\""));
  }

  @Test
  void aFileLargerThanTheCapIsNotRead() throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    String text = files.text();
    files.write(text + " ".repeat((int) BaselineJson.MAX_BYTES - text.length() + 1));

    assertThat(files.refused(Problem.TOO_LARGE))
        .hasNoCause()
        .hasMessage(
            "the baseline file "
                + files.file
                + " is larger than 16 MiB, which no baseline of a few engines comes near; it was not"
                + " read and was left untouched. Fix it, restore it from version control (git"
                + " checkout -- "
                + files.file
                + "), or delete it and re-record with -Dkvperf.baseline=update");
  }

  @Test
  void nestingDeeperThanTheCapIsCorrupt() throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    String text = files.text();
    // The document is the first level: a field of it holding n arrays nests 1 + n levels.
    files.write(nested(text, BaselineJson.MAX_NESTING_DEPTH - 1));
    assertThat(files.store.entries(CONTRACT))
        .as("nested as deep as the cap: read")
        .extracting(entry -> entry.key().engine())
        .containsExactly("rocksdb", "skiplist");

    files.write(nested(text, BaselineJson.MAX_NESTING_DEPTH));

    assertThat(files.refused(Problem.CORRUPT)).hasCauseInstanceOf(StreamConstraintsException.class);
  }

  /** {@code text} with a field beside the format version that nests {@code arrays} arrays. */
  private static String nested(String text, int arrays) {
    return text.replace(
        "\"formatVersion\" : 1",
        "\"formatVersion\" : 1, \"deep\" : " + "[".repeat(arrays) + "]".repeat(arrays));
  }

  @Test
  void aFileOfAnotherContractIsRefused() throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    files.write(files.text().replace(CONTRACT, "x.Y#z"));

    assertThat(files.refused(Problem.OTHER_CONTRACT).found())
        .contains(new Found("contract", "\"x.Y#z\""));
  }

  /** {@code text} as JSON. */
  private static JsonNode json(String text) throws IOException {
    return new ObjectMapper().readTree(text);
  }

  /**
   * A file where no contract's lies, under a directory whose name no contract id can have, is named
   * and skipped: never an uncaught {@link IllegalArgumentException}.
   */
  @Test
  void aFileOutsideAnyContractsPlaceIsNamedAndSkipped() throws Exception {
    BadBaselineFiles files = new BadBaselineFiles(directory);
    Path dotted = directory.resolve("com..example").resolve("uniformGet.json");
    Files.createDirectories(dotted.getParent());
    Files.copy(files.file, dotted);
    Path loose = directory.resolve("stray.json");
    Files.copy(files.file, loose);

    List<BaselineFileException> unreadable = new ArrayList<>();
    assertThat(files.gatedFigures(unreadable)).as("the other contract's throughput").isOne();

    assertThat(unreadable)
        .extracting(BaselineFileException::file, BaselineFileException::problem)
        .containsExactlyInAnyOrder(
            tuple(dotted, Problem.MISPLACED), tuple(loose, Problem.MISPLACED));
    assertThat(unreadable.get(0).getMessage())
        .endsWith(
            " is not where a baseline lives ("
                + directory
                + "/<contract class>/<method>.json), so it was not read; move it to its"
                + " contract's file, or delete it");
    assertThatThrownBy(() -> files.store.storedPlans())
        .as("an audit reading every file is loud about it")
        .isInstanceOf(BaselineFileException.class);
    assertThat(files.store.entries(CONTRACT))
        .extracting(entry -> entry.key().engine())
        .containsExactly("rocksdb", "skiplist");
  }
}
