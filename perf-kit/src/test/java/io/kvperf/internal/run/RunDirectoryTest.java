package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An invocation's run directory starts empty, and emptying it never reaches through a link. */
class RunDirectoryTest {

  @Test
  void tenForksThenThreeLeaveOnlyThree(@TempDir Path temporary) throws IOException {
    Path run = temporary.resolve("runs/a.B.get/skiplist");
    for (int fork = 1; fork <= 10; fork++) {
      Files.createDirectories(run.resolve("fork-" + fork));
      Files.writeString(run.resolve("fork-" + fork).resolve("jmh.log"), "fork " + fork);
    }
    Files.createDirectories(run.resolve("dossier"));
    Files.writeString(run.resolve("dossier/dossier.md"), "earlier");

    ContractRunner.emptyRunDirectory(run);
    for (int fork = 1; fork <= 3; fork++) {
      Files.createDirectories(run.resolve("fork-" + fork));
      Files.writeString(run.resolve("fork-" + fork).resolve("jmh.log"), "fork " + fork);
    }

    assertThat(names(run)).containsExactly("fork-1", "fork-2", "fork-3");
  }

  @Test
  void linksAreRemovedAndWhatTheyPointToStays(@TempDir Path temporary) throws IOException {
    Path outside = Files.createDirectories(temporary.resolve("outside"));
    Path secret = Files.writeString(outside.resolve("secret.txt"), "keep me");
    Path run = Files.createDirectories(temporary.resolve("runs/a.B.get/skiplist"));
    Files.createSymbolicLink(run.resolve("to-file"), secret);
    Files.createSymbolicLink(run.resolve("to-directory"), outside);

    ContractRunner.emptyRunDirectory(run);

    assertThat(run).isEmptyDirectory();
    assertThat(secret).hasContent("keep me");
    assertThat(names(outside)).containsExactly("secret.txt");
  }

  @Test
  void aRunDirectoryThatIsALinkIsReplacedByADirectory(@TempDir Path temporary) throws IOException {
    Path outside = Files.createDirectories(temporary.resolve("outside"));
    Files.writeString(outside.resolve("secret.txt"), "keep me");
    Path run = temporary.resolve("skiplist");
    Files.createSymbolicLink(run, outside);

    ContractRunner.emptyRunDirectory(run);

    assertThat(Files.isSymbolicLink(run)).isFalse();
    assertThat(run).isEmptyDirectory();
    assertThat(outside.resolve("secret.txt")).hasContent("keep me");
  }

  private static java.util.List<String> names(Path directory) throws IOException {
    try (Stream<Path> list = Files.list(directory)) {
      return list.map(path -> path.getFileName().toString()).sorted().toList();
    }
  }
}
