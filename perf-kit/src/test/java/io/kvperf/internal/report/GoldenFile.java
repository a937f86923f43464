package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * What a renderer wrote, compared whole and byte for byte with its expected copy, a file under
 * {@value #RESOURCES}, as JMH tests its result formats against golden files. Run the tests with
 * {@code -D}{@value #REWRITE_PROPERTY}{@code =true} to write the expected copies that differ anew
 * from what the renderers write now (each test that writes one then fails, saying so; run it again
 * until it passes), and review their diff.
 */
final class GoldenFile {
  /** The expected copies, from the module's directory, where Maven runs the tests. */
  static final String RESOURCES = "src/test/resources/io/kvperf/internal/report";

  /** The system property that rewrites the expected copies. */
  static final String REWRITE_PROPERTY = "kvperf.golden.rewrite";

  /** The most of a differing line a failure shows. */
  private static final int SHOWN_CHARS = 160;

  private GoldenFile() {}

  /** What a comparison does with the expected copy. */
  enum Mode {
    /** Compares with it. */
    COMPARE,
    /** Writes it anew where it differs, and then fails, so that no change passes unreviewed. */
    REWRITE;

    /** {@link #REWRITE} when the system property {@value GoldenFile#REWRITE_PROPERTY} is true. */
    static Mode current() {
      return Boolean.getBoolean(REWRITE_PROPERTY) ? REWRITE : COMPARE;
    }
  }

  /**
   * Fails, naming the first line and column that differ, unless {@code rendered} is byte for byte
   * the file {@code name} under {@value #RESOURCES}; when {@value #REWRITE_PROPERTY} is set and
   * they differ, writes {@code rendered} there and fails, saying so.
   */
  static void assertRendered(String name, String rendered) throws IOException {
    assertRendered(Path.of(RESOURCES), name, rendered, Mode.current());
  }

  /** {@link #assertRendered(String, String)} with the expected copies under {@code root}. */
  static void assertRendered(Path root, String name, String rendered, Mode mode)
      throws IOException {
    Path expected = root.resolve(name);
    byte[] actual = rendered.getBytes(StandardCharsets.UTF_8);
    Optional<String> difference = firstDifference(name, expected, actual);
    if (difference.isEmpty()) {
      return;
    }
    if (mode == Mode.REWRITE) {
      Files.createDirectories(expected.getParent());
      Files.write(expected, actual);
      fail(
          "rewrote "
              + expected.toAbsolutePath()
              + " ("
              + REWRITE_PROPERTY
              + "=true): review its diff, then run the test without it");
    }
    fail(difference.get() + "\n" + howToAccept());
  }

  /** What to do when a difference is meant. */
  static String howToAccept() {
    return "(if the change is meant, rerun with -D"
        + REWRITE_PROPERTY
        + "=true and explain the diff)";
  }

  /**
   * The first line where {@code actual} differs from the file {@code expected}, named by {@code
   * name}; empty when their bytes are the same.
   */
  static Optional<String> firstDifference(String name, Path expected, byte[] actual)
      throws IOException {
    if (!Files.isRegularFile(expected)) {
      return Optional.of(name + ": no expected copy at " + expected.toAbsolutePath());
    }
    byte[] expectedBytes = Files.readAllBytes(expected);
    if (Arrays.equals(expectedBytes, actual)) {
      return Optional.empty();
    }
    List<String> expectedLines = lines(expectedBytes);
    List<String> actualLines = lines(actual);
    int line = 0;
    while (line < expectedLines.size()
        && line < actualLines.size()
        && expectedLines.get(line).equals(actualLines.get(line))) {
      line++;
    }
    int column = firstDifferentColumn(expectedLines, actualLines, line);
    return Optional.of(
        String.format(
            "%s, line %d, column %d:\n  expected: %s\n  actual:   %s",
            name,
            line + 1,
            column,
            lineOrEnd(expectedLines, line, column),
            lineOrEnd(actualLines, line, column)));
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

  /**
   * The line at {@code index}, quoted, a {@code \r} in it shown; of a line longer than {@value
   * #SHOWN_CHARS} characters, those around {@code column}, the cut ends marked by "…".
   */
  private static String lineOrEnd(List<String> lines, int index, int column) {
    if (index >= lines.size()) {
      return "(the end of the file)";
    }
    String line = lines.get(index);
    int from = Math.max(0, Math.min(column - 1 - SHOWN_CHARS / 4, line.length() - SHOWN_CHARS));
    int to = Math.min(line.length(), from + SHOWN_CHARS);
    return (from > 0 ? "…" : "")
        + "'"
        + line.substring(from, to).replace("\r", "\\r")
        + "'"
        + (to < line.length() ? "…" : "");
  }
}
