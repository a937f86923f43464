package io.kvperf.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The manual (the README and every page under {@code docs/} outside {@code docs/records/}) says
 * what holds; the records say how it was found. So a manual page carries no commit hash, no issue
 * number and no dated round, and each of its relative links reaches a file that exists.
 */
class ManualHasNoNotebookTest {
  private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
  private static final Path RECORDS = REPOSITORY.resolve("docs/records");

  /** Lowercase hex of a short or full commit id, standing alone as a word. */
  private static final Pattern HEX_WORD =
      Pattern.compile("(?<![\\w./:#-])[0-9a-f]{7,40}(?![\\w-])");

  private static final Pattern DIGIT = Pattern.compile("[0-9]");
  private static final Pattern HEX_LETTER = Pattern.compile("[a-f]");

  /** Text a hex word may sit in without being a commit: a URL, Maven coordinates. */
  private static final Pattern NOT_A_COMMIT =
      Pattern.compile("https?://\\S+|\\b[\\w.-]+:[\\w.-]+:[\\w.,;:-]+");

  /** The path of a record entry, whose name starts with its date: the manual links them. */
  private static final Pattern RECORD_PATH = Pattern.compile("(?:[\\w.-]+/)*records/[\\w.-]*");

  private static final Pattern ISSUE =
      Pattern.compile("(?i)\\bissues?\\s+#?\\d+|(?<![\\w&/.])#\\d+(?![\\w-])");

  private static final Pattern DATE = Pattern.compile("\\b20\\d\\d-\\d\\d-\\d\\d\\b");

  /** A Markdown link or image: {@code [text](target)}, the target up to a space or ')'. */
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

  @Test
  void theManualCarriesNoCommitHashIssueNumberOrDatedRound() throws IOException {
    List<String> hits = new ArrayList<>();
    for (Path page : manualPages()) {
      List<String> lines = Files.readAllLines(page);
      for (int i = 0; i < lines.size(); i++) {
        hits.addAll(notebookHits(lines.get(i)).stream().map(at(page, i)).toList());
      }
    }
    assertThat(hits)
        .as("lab notes in the manual; they belong in docs/records/ (" + hits.size() + " hits)")
        .isEmpty();
  }

  @Test
  void everyRelativeLinkInTheManualReachesAFile() throws IOException {
    List<String> broken = new ArrayList<>();
    for (Path page : manualPages()) {
      List<String> lines = Files.readAllLines(page);
      boolean inCode = false;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.stripLeading().startsWith("```")) {
          inCode = !inCode;
          continue;
        }
        if (inCode) {
          continue;
        }
        Matcher link = LINK.matcher(line);
        while (link.find()) {
          String target = link.group(1);
          if (target.startsWith("#") || target.matches("(?i)[a-z][a-z0-9+.-]*:.*")) {
            continue;
          }
          String file = target.replaceFirst("#.*$", "");
          if (!Files.exists(page.getParent().resolve(file).normalize())) {
            broken.add(at(page, i).apply("a link to " + target + ", which does not exist"));
          }
        }
      }
    }
    assertThat(broken).as("broken relative links in the manual").isEmpty();
  }

  @Test
  void theChecksFindWhatTheyLookForAndLeaveTheRestAlone() {
    assertThat(notebookHits("measured at `7e351e0`, before `f854a06`..`738aa56`")).hasSize(3);
    assertThat(notebookHits("the fresh-clone CI run of `410ae6c`+")).hasSize(1);
    assertThat(notebookHits("on issue 28's scenario, and issues #26 and #27")).hasSize(3);
    assertThat(notebookHits("(#28) and Issue 26's must-show")).hasSize(2);
    assertThat(notebookHits("Until 2026-11-26 the boundary lay at 3")).hasSize(1);

    assertThat(notebookHits("see [getting started](getting-started.md#1-run-one-contract)"))
        .isEmpty();
    assertThat(
            notebookHits(
                "measured: [records/2026-11-25-fork-overhead.md]"
                    + "(records/2026-11-25-fork-overhead.md), [the A/A](../docs/records/README.md)"))
        .isEmpty();
    assertThat(notebookHits("`org.rocksdb:rocksdbjni:9.8.4,10.10.1`, `com.h2database:h2:2.4.240`"))
        .isEmpty();
    assertThat(notebookHits("https://github.com/o/r/commit/7e351e0 is a URL")).isEmpty();
    assertThat(
            notebookHits(
                "its SHA-256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"))
        .isEmpty();
    assertThat(notebookHits("1000000 entries, deadbeefcafe, 0x00 and 0xFF, ABBA, 99.9 %"))
        .isEmpty();
    assertThat(notebookHits("`-Dkvperf.scale=smoke` and a key `0123456` of 7 digits")).isEmpty();
  }

  /** The notebook marks on one line of a manual page, each described. */
  static List<String> notebookHits(String text) {
    String line = RECORD_PATH.matcher(text).replaceAll(" ");
    List<String> hits = new ArrayList<>();
    Matcher hex = HEX_WORD.matcher(NOT_A_COMMIT.matcher(line).replaceAll(" "));
    while (hex.find()) {
      String word = hex.group();
      if (DIGIT.matcher(word).find() && HEX_LETTER.matcher(word).find()) {
        hits.add("a commit hash `" + word + "`");
      }
    }
    Matcher issue = ISSUE.matcher(line);
    while (issue.find()) {
      hits.add("an issue number \"" + issue.group() + "\"");
    }
    Matcher date = DATE.matcher(line);
    while (date.find()) {
      hits.add("a dated round \"" + date.group() + "\"");
    }
    return hits;
  }

  private static Function<String, String> at(Path page, int index) {
    return what -> REPOSITORY.relativize(page) + ":" + (index + 1) + ": " + what;
  }

  private static List<Path> manualPages() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(REPOSITORY.resolve("README.md"));
    try (Stream<Path> docs = Files.walk(REPOSITORY.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md"))
          .filter(p -> !p.startsWith(RECORDS))
          .sorted()
          .forEach(pages::add);
    }
    assertThat(pages).as("manual pages found").hasSizeGreaterThan(10);
    return pages;
  }
}
