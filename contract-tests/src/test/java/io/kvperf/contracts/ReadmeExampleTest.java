package io.kvperf.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's contract example is the real contract file, verbatim. */
class ReadmeExampleTest {
  private static final String START = "<!-- example:SkipListGetContract -->\n```java\n";
  private static final String END = "```\n<!-- end example -->";

  @Test
  void theReadmeShowsTheContractFileVerbatim() throws IOException {
    String readme = Files.readString(Path.of("../README.md"));
    int start = readme.indexOf(START);
    int end = readme.indexOf(END, start);
    assertThat(start).as("example start marker").isNotNegative();
    assertThat(end).as("example end marker").isPositive();

    String example = readme.substring(start + START.length(), end);
    assertThat(example)
        .isEqualTo(
            Files.readString(
                Path.of("src/test/java/io/kvperf/contracts/SkipListGetContract.java")));
  }
}
