package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.report.GoldenFile.Mode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The comparison with expected copies passes only on the same bytes, names the first difference
 * when they differ, and rewrites a copy that differs only when told; and every expected copy is one
 * a test compares.
 */
class GoldenFileTest {
  private static final String EXPECTED = "| a | 1 |\n| b | 2 |\n";

  @Test
  void theSameBytesPassAndADifferenceNamesItsLineAndColumn(@TempDir Path root) throws IOException {
    Files.writeString(root.resolve("t.md"), EXPECTED, StandardCharsets.UTF_8);

    GoldenFile.assertRendered(root, "t.md", EXPECTED, Mode.COMPARE);
    assertThatThrownBy(
            () -> GoldenFile.assertRendered(root, "t.md", "| a | 1 |\n| b | 3 |\n", Mode.COMPARE))
        .isInstanceOf(AssertionError.class)
        .hasMessage(
            "t.md, line 2, column 7:\n  expected: '| b | 2 |'\n  actual:   '| b | 3 |'\n"
                + GoldenFile.howToAccept());
    assertThat(Files.readString(root.resolve("t.md"))).isEqualTo(EXPECTED);
  }

  @Test
  void aMissingEndACarriageReturnAndAMissingCopyShow(@TempDir Path root) throws IOException {
    Path expected = root.resolve("t.md");
    Files.writeString(expected, EXPECTED, StandardCharsets.UTF_8);

    assertThat(GoldenFile.firstDifference("t.md", expected, bytes("| a | 1 |\n")))
        .hasValue("t.md, line 2, column 1:\n  expected: '| b | 2 |'\n  actual:   ''");
    assertThat(GoldenFile.firstDifference("t.md", expected, bytes(EXPECTED + "| c | 3 |")))
        .hasValue("t.md, line 3, column 1:\n  expected: ''\n  actual:   '| c | 3 |'");
    assertThat(GoldenFile.firstDifference("t.md", expected, bytes("| a | 1 |\r\n| b | 2 |\n")))
        .hasValue("t.md, line 1, column 10:\n  expected: '| a | 1 |'\n  actual:   '| a | 1 |\\r'");
    assertThat(GoldenFile.firstDifference("u.md", root.resolve("u.md"), bytes(EXPECTED)))
        .hasValue("u.md: no expected copy at " + root.resolve("u.md").toAbsolutePath());
  }

  @Test
  void aLongLineShowsWhereItDiffers(@TempDir Path root) throws IOException {
    Path expected = root.resolve("t.svg");
    Files.writeString(expected, "x".repeat(500) + "a" + "y".repeat(500), StandardCharsets.UTF_8);

    assertThat(
            GoldenFile.firstDifference(
                "t.svg", expected, bytes("x".repeat(500) + "b" + "y".repeat(500))))
        .hasValue(
            "t.svg, line 1, column 501:\n  expected: …'"
                + "x".repeat(40)
                + "a"
                + "y".repeat(119)
                + "'…\n  actual:   …'"
                + "x".repeat(40)
                + "b"
                + "y".repeat(119)
                + "'…");
  }

  @Test
  void rewritingWritesACopyThatDiffersAndFails(@TempDir Path root) throws IOException {
    Files.createDirectories(root.resolve("d"));
    Files.writeString(root.resolve("d/t.md"), "old\n", StandardCharsets.UTF_8);

    assertThatThrownBy(() -> GoldenFile.assertRendered(root, "d/t.md", EXPECTED, Mode.REWRITE))
        .isInstanceOf(AssertionError.class)
        .hasMessage(
            "rewrote "
                + root.resolve("d/t.md").toAbsolutePath()
                + " ("
                + GoldenFile.REWRITE_PROPERTY
                + "=true): review its diff, then run the test without it");
    assertThat(Files.readString(root.resolve("d/t.md"))).isEqualTo(EXPECTED);
    GoldenFile.assertRendered(root, "d/t.md", EXPECTED, Mode.COMPARE);
    GoldenFile.assertRendered(root, "d/t.md", EXPECTED, Mode.REWRITE);
  }

  /**
   * An expected copy outside the golden run's is named, by its path under {@value
   * GoldenFile#RESOURCES}, in a test of this package; one no test names is left over from a
   * scenario renamed or gone.
   */
  @Test
  void everyExpectedCopyIsNamedByATest() throws IOException {
    Path resources = Path.of(GoldenFile.RESOURCES);
    Path golden = resources.resolve(ReportGoldenFilesTest.GOLDEN);
    String tests = testSources();
    List<String> unnamed = new ArrayList<>();
    List<String> named = new ArrayList<>();
    try (Stream<Path> files = Files.walk(resources)) {
      for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
        if (file.startsWith(golden)) {
          continue;
        }
        String name = resources.relativize(file).toString().replace('\\', '/');
        (tests.contains('"' + name + '"') ? named : unnamed).add(name);
      }
    }
    assertThat(unnamed).as("expected copies no test compares").isEmpty();
    assertThat(named).as("the expected copies the tests compare").hasSizeGreaterThan(20);
  }

  private static String testSources() throws IOException {
    Path sources = Path.of("src/test/java/io/kvperf/internal/report");
    StringBuilder text = new StringBuilder();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(sources, "*.java")) {
      for (Path file : files) {
        text.append(Files.readString(file, StandardCharsets.UTF_8));
      }
    }
    return text.toString();
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
