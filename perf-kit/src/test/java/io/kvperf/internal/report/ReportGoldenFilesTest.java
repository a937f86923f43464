package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.kvperf.internal.decision.Outcome;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every report file of a fixed run ({@link GoldenRun}) is byte for byte its golden copy under
 * {@value #GOLDEN}: the console's lines, the JUnit report entries, {@code results.md}, {@code
 * index.html}, {@code summary.md}, {@code kvperf-results.json} and {@code jmh-result.json}. A
 * change to what a decider says or how a renderer writes it shows here as a difference to explain.
 * Run with {@code -D}{@value #REWRITE}{@code =true} to write the golden copies anew (the test then
 * fails, saying so), and review their diff.
 */
class ReportGoldenFilesTest {
  /** The golden copies, from the module's directory, where Maven runs the tests. */
  static final String GOLDEN = "src/test/resources/io/kvperf/internal/report/golden";

  /** The system property that rewrites the golden copies. */
  static final String REWRITE = "kvperf.golden.rewrite";

  @Test
  void everyReportFileIsItsGoldenCopy(@TempDir Path scratch, @TempDir Path rendered)
      throws IOException {
    GoldenRun.in(scratch).render(rendered);
    Path golden = Path.of(GOLDEN);
    if (Boolean.getBoolean(REWRITE)) {
      Files.createDirectories(golden);
      for (String name : GoldenMedia.FILES) {
        Files.copy(
            rendered.resolve(name), golden.resolve(name), StandardCopyOption.REPLACE_EXISTING);
      }
      fail(
          "rewrote the "
              + GoldenMedia.FILES.size()
              + " golden files in "
              + golden.toAbsolutePath()
              + " ("
              + REWRITE
              + "=true): review their diff, then run the test without it");
    }
    List<String> differences = new ArrayList<>();
    for (String name : GoldenMedia.FILES) {
      firstDifference(name, golden.resolve(name), rendered.resolve(name))
          .ifPresent(differences::add);
    }
    if (Files.isDirectory(golden)) {
      try (Stream<Path> files = Files.list(golden)) {
        files
            .map(file -> file.getFileName().toString())
            .filter(name -> !GoldenMedia.FILES.contains(name))
            .sorted()
            .forEach(name -> differences.add(name + ": a golden file the run renders no more"));
      }
    }
    if (!differences.isEmpty()) {
      fail(
          String.join("\n", differences)
              + "\n(if the change is meant, rerun with -D"
              + REWRITE
              + "=true and explain the diff)");
    }
  }

  /**
   * The golden run reaches what it is there to pin: every kind of basis and step the deciders judge
   * on, every verdict an invocation can have in a check, a version that could not run, a missing
   * baseline, a contract no comparison reads, a dossier, every kind of finding and a skipped
   * engine.
   */
  @Test
  void theGoldenRunReachesEveryDecider(@TempDir Path scratch) throws IOException {
    List<Outcome> outcomes = GoldenRun.in(scratch).outcomes();
    List<Judgement> judgements =
        outcomes.stream().flatMap(outcome -> outcome.judgements().stream()).toList();

    assertThat(judgements)
        .extracting(Judgement::basis)
        .contains(
            Basis.BASELINE,
            Basis.OTHER_BUILD,
            Basis.OTHER_ENGINE,
            Basis.OTHER_OPERATION,
            Basis.LIMIT);
    assertThat(judgements)
        .extracting(Judgement::step)
        .contains(Step.FIRST_LOOK, Step.CONFIRMATION, Step.PAIRS, Step.MEASURED);
    assertThat(outcomes)
        .extracting(Outcome::verdict)
        .contains(Verdict.FAILED, Verdict.PASSED, Verdict.INCONCLUSIVE, Verdict.NOT_CHECKED);
    assertThat(judgements)
        .extracting(Judgement::reason)
        .contains(Reason.COULD_NOT_RUN, Reason.NO_BASELINE, Reason.NO_COMPARABLE_BUDGET);
    assertThat(outcomes)
        .as("a dossier's moves and flame graph")
        .anySatisfy(
            outcome -> {
              assertThat(outcome.profileMoves()).isNotEmpty();
              assertThat(outcome.flameGraph().isEmpty()).isFalse();
            });
    assertThat(outcomes)
        .as("every kind of finding")
        .flatExtracting(Outcome::findings)
        .extracting(finding -> finding.getClass().getSimpleName())
        .containsExactlyInAnyOrder("TopCause", "WorstVersion", "FirstMovedVersion");
    assertThat(GoldenRun.skipped()).isNotEmpty();
  }

  /**
   * The first line where {@code actual} differs from {@code expected}, named by {@code name}; empty
   * when their bytes are the same.
   */
  static Optional<String> firstDifference(String name, Path expected, Path actual)
      throws IOException {
    if (!Files.isRegularFile(expected)) {
      return Optional.of(name + ": no golden copy at " + expected.toAbsolutePath());
    }
    byte[] expectedBytes = Files.readAllBytes(expected);
    byte[] actualBytes = Files.readAllBytes(actual);
    if (Arrays.equals(expectedBytes, actualBytes)) {
      return Optional.empty();
    }
    List<String> expectedLines = lines(expectedBytes);
    List<String> actualLines = lines(actualBytes);
    int line = 0;
    while (line < expectedLines.size()
        && line < actualLines.size()
        && expectedLines.get(line).equals(actualLines.get(line))) {
      line++;
    }
    return Optional.of(
        String.format(
            "%s, line %d, column %d:%n  expected: %s%n  actual:   %s",
            name,
            line + 1,
            firstDifferentColumn(expectedLines, actualLines, line),
            lineOrEnd(expectedLines, line),
            lineOrEnd(actualLines, line)));
  }

  /** Where the lines at {@code index} first differ, counted from 1; 1 past a file's end. */
  private static int firstDifferentColumn(List<String> expected, List<String> actual, int index) {
    if (index >= expected.size() || index >= actual.size()) {
      return 1;
    }
    String a = expected.get(index);
    String b = actual.get(index);
    int column = 0;
    while (column < a.length() && column < b.length() && a.charAt(column) == b.charAt(column)) {
      column++;
    }
    return column + 1;
  }

  /** The lines of {@code bytes}, split at {@code \n} alone, so that a {@code \r} shows. */
  private static List<String> lines(byte[] bytes) {
    return List.of(new String(bytes, StandardCharsets.UTF_8).split("\n", -1));
  }

  private static String lineOrEnd(List<String> lines, int index) {
    return index < lines.size()
        ? "'" + lines.get(index).replace("\r", "\\r") + "'"
        : "(the end of the file)";
  }
}
