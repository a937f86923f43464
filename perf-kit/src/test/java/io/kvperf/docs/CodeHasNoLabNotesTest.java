package io.kvperf.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A comment in the code says what holds and why, and links the record entry behind a constant
 * ({@code docs/records/<entry>.md}); how it was found, with its dates and issue numbers, is in that
 * entry. So no comment in the kit's or the engine adapters' main sources carries an ISO date, an
 * issue number or a reference to the old notebook, {@code docs/calibration.md}, and each record
 * entry a comment names exists. An entry's path, whose name starts with its date, is the one place
 * a date may stand. Only comments count: string literals are the code's business.
 */
class CodeHasNoLabNotesTest {
  private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
  private static final Path KIT_SOURCES = Path.of("src/main/java").toAbsolutePath().normalize();
  private static final Path ADAPTERS = REPOSITORY.resolve("engine-adapters");
  private static final Path RECORDS = REPOSITORY.resolve("docs/records");

  private static final Pattern DATE = Pattern.compile("\\b20\\d\\d-\\d\\d-\\d\\d\\b");

  private static final Pattern ISSUE = Pattern.compile("(?i)\\bissues?\\s+#?\\d+");

  private static final Pattern NOTEBOOK = Pattern.compile("(?i)calibration\\.md");

  /** The path of a record entry, whose name starts with its date: comments link them. */
  private static final Pattern RECORD_PATH = Pattern.compile("(?:[\\w.-]+/)*records/[\\w.-]*");

  /** A record entry named in a comment, e.g. {@code docs/records/<entry>.md}. */
  private static final Pattern RECORD_ENTRY = Pattern.compile("docs/records/([\\w.-]+\\.md)");

  @Test
  void noCommentInTheMainSourcesCarriesADateAnIssueNumberOrTheNotebook() throws IOException {
    List<String> hits = new ArrayList<>();
    for (Path source : mainSources()) {
      List<String> comments = commentText(Files.readString(source));
      for (int i = 0; i < comments.size(); i++) {
        for (String hit : labNoteHits(comments.get(i))) {
          hits.add(REPOSITORY.relativize(source) + ":" + (i + 1) + ": " + hit);
        }
      }
    }
    assertThat(hits)
        .as(
            "lab notes in code comments; state the rule and link its docs/records/ entry instead ("
                + hits.size()
                + " hits)")
        .isEmpty();
  }

  @Test
  void everyRecordEntryACommentNamesExists() throws IOException {
    List<String> missing = new ArrayList<>();
    for (Path source : mainSources()) {
      List<String> comments = commentText(Files.readString(source));
      for (int i = 0; i < comments.size(); i++) {
        Matcher entry = RECORD_ENTRY.matcher(comments.get(i));
        while (entry.find()) {
          if (!Files.isRegularFile(RECORDS.resolve(entry.group(1)))) {
            missing.add(
                REPOSITORY.relativize(source) + ":" + (i + 1) + ": no entry " + entry.group());
          }
        }
      }
    }
    assertThat(missing).as("record entries named in code comments that do not exist").isEmpty();
  }

  @Test
  void theChecksFindWhatTheyLookForAndLeaveTheRestAlone() {
    assertThat(labNoteHits(" * reaches the boundary). Until 2026-11-22 the fresh forks' own"))
        .hasSize(1);
    assertThat(labNoteHits(" * speed in its slow hour (issue 28). How it was chosen:")).hasSize(1);
    assertThat(labNoteHits("Issue 26's must-shows, and issues #26 and #27")).hasSize(2);
    assertThat(labNoteHits(" (docs/calibration.md, \"Harness overhead\").")).hasSize(1);

    assertThat(labNoteHits(" * docs/records/2026-11-24-machine-drift.md).")).isEmpty();
    assertThat(labNoteHits(" see records/2026-11-25-fork-overhead.md, \"Fork overhead\""))
        .isEmpty();
    assertThat(labNoteHits(" {@link #MIN_IDENTIFYING_DRIFT_LN}, a colour #888, 2026 forks"))
        .isEmpty();
    assertThat(labNoteHits(" the issue is the reference's noise, 11-22 of them")).isEmpty();

    String source =
        String.join(
            "\n",
            "/** The rule since 2026-11-24. */",
            "class C {",
            "  String run = \"2026-11-22T10:00:00Z\"; // issue 28",
            "  String url = \"http://x//issue 28\"; char quote = '\"'; String after ="
                + " \"2026-01-01\";",
            "  /* docs/calibration.md",
            "     and 2026-11-26 */ String s = \"// 2026-11-22\";",
            "  String block = \"\"\"",
            "      2026-11-22 // issue 28 /* calibration.md */",
            "      \"\"\"; // records/2026-11-23-harness-overhead.md",
            "}");
    List<String> comments = commentText(source);
    assertThat(comments).hasSize(10);
    List<Integer> flagged = new ArrayList<>();
    for (int i = 0; i < comments.size(); i++) {
      if (!labNoteHits(comments.get(i)).isEmpty()) {
        flagged.add(i + 1);
      }
    }
    assertThat(flagged).containsExactly(1, 3, 5, 6);
    assertThat(comments.get(2)).isEqualTo(" issue 28");
    assertThat(comments.get(3)).isEmpty();
    assertThat(comments.get(7)).isEmpty();
  }

  /** The lab notes in one line of comment text, each described. */
  static List<String> labNoteHits(String comment) {
    String text = RECORD_PATH.matcher(comment).replaceAll(" ");
    List<String> hits = new ArrayList<>();
    Matcher date = DATE.matcher(text);
    while (date.find()) {
      hits.add("an ISO date \"" + date.group() + "\"");
    }
    Matcher issue = ISSUE.matcher(text);
    while (issue.find()) {
      hits.add("an issue number \"" + issue.group() + "\"");
    }
    Matcher notebook = NOTEBOOK.matcher(text);
    while (notebook.find()) {
      hits.add("the old notebook \"" + notebook.group() + "\"");
    }
    return hits;
  }

  private enum Lexeme {
    CODE,
    LINE_COMMENT,
    BLOCK_COMMENT,
    STRING,
    CHARACTER,
    TEXT_BLOCK
  }

  /**
   * The comment text on each line of a Java source, one element per line ({@code ""} where a line
   * has none): what follows {@code //} and what lies inside a block or Javadoc comment, leaving out
   * string, character and text-block literals.
   */
  static List<String> commentText(String source) {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    Lexeme state = Lexeme.CODE;
    int i = 0;
    while (i < source.length()) {
      char c = source.charAt(i);
      char next = i + 1 < source.length() ? source.charAt(i + 1) : '\0';
      if (c == '\n') {
        lines.add(line.toString());
        line.setLength(0);
        if (state == Lexeme.LINE_COMMENT) {
          state = Lexeme.CODE;
        }
        i++;
        continue;
      }
      switch (state) {
        case CODE -> {
          if (c == '/' && next == '/') {
            state = Lexeme.LINE_COMMENT;
            i += 2;
          } else if (c == '/' && next == '*') {
            state = Lexeme.BLOCK_COMMENT;
            i += 2;
          } else if (source.startsWith("\"\"\"", i)) {
            state = Lexeme.TEXT_BLOCK;
            i += 3;
          } else if (c == '"') {
            state = Lexeme.STRING;
            i++;
          } else if (c == '\'') {
            state = Lexeme.CHARACTER;
            i++;
          } else {
            i++;
          }
        }
        case LINE_COMMENT -> {
          line.append(c);
          i++;
        }
        case BLOCK_COMMENT -> {
          if (c == '*' && next == '/') {
            state = Lexeme.CODE;
            i += 2;
          } else {
            line.append(c);
            i++;
          }
        }
        case STRING, CHARACTER -> {
          char end = state == Lexeme.STRING ? '"' : '\'';
          if (c == '\\') {
            i += next == '\n' ? 1 : 2;
          } else {
            if (c == end) {
              state = Lexeme.CODE;
            }
            i++;
          }
        }
        case TEXT_BLOCK -> {
          if (c == '\\') {
            i += next == '\n' ? 1 : 2;
          } else if (source.startsWith("\"\"\"", i)) {
            state = Lexeme.CODE;
            i += 3;
          } else {
            i++;
          }
        }
      }
    }
    lines.add(line.toString());
    return lines;
  }

  /** Every {@code *.java} under perf-kit's and each engine adapter's {@code src/main/java}. */
  private static List<Path> mainSources() throws IOException {
    List<Path> roots = new ArrayList<>();
    roots.add(KIT_SOURCES);
    try (Stream<Path> adapters = Files.list(ADAPTERS)) {
      adapters
          .map(adapter -> adapter.resolve("src/main/java"))
          .filter(Files::isDirectory)
          .sorted()
          .forEach(roots::add);
    }
    assertThat(roots).as("source roots: perf-kit's and the engine adapters'").hasSizeGreaterThan(5);
    List<Path> sources = new ArrayList<>();
    for (Path root : roots) {
      try (Stream<Path> files = Files.walk(root)) {
        files.filter(p -> p.toString().endsWith(".java")).sorted().forEach(sources::add);
      }
    }
    assertThat(sources).as("main sources found").hasSizeGreaterThan(100);
    return sources;
  }
}
