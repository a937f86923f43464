package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What is attached of a run directory: its regular files, never what a link points to. */
class RunAttachmentsTest {

  @Test
  void aLinkInTheRunDirectoryIsNeitherArchivedNorCopied(@TempDir Path temporary)
      throws IOException {
    Path outside = Files.createDirectories(temporary.resolve("outside"));
    Path secret = Files.writeString(outside.resolve("id_rsa"), "secret");
    Path run = Files.createDirectories(temporary.resolve("runs/a.B.get/skiplist"));
    Files.createDirectories(run.resolve("fork-1"));
    Files.writeString(run.resolve("fork-1/jmh.log"), "log");
    Files.createSymbolicLink(run.resolve("fork-1/key"), secret);
    Files.createSymbolicLink(run.resolve("home"), outside);

    Path zip = RunAttachments.archive(run);
    Path published = temporary.resolve("published");
    RunAttachments.copy(run, published);

    assertThat(zip).isEqualTo(temporary.resolve("runs/a.B.get/skiplist.zip"));
    try (ZipFile archive = new ZipFile(zip.toFile())) {
      assertThat(archive.stream().map(ZipEntry::getName)).containsExactly("fork-1/jmh.log");
    }
    assertThat(RunAttachments.regularFiles(published))
        .containsExactly(published.resolve("fork-1/jmh.log"));
  }

  @Test
  void anArchiveThatIsALinkIsReplacedAndItsTargetLeftAlone(@TempDir Path temporary)
      throws IOException {
    Path target = Files.writeString(temporary.resolve("bashrc"), "alias ls=ls");
    Path run = Files.createDirectories(temporary.resolve("skiplist"));
    Files.writeString(run.resolve("jmh.log"), "log");
    Files.createSymbolicLink(temporary.resolve("skiplist.zip"), target);

    Path zip = RunAttachments.archive(run);

    assertThat(Files.isSymbolicLink(zip)).isFalse();
    assertThat(target).hasContent("alias ls=ls");
    try (ZipFile archive = new ZipFile(zip.toFile())) {
      assertThat(archive.stream().map(ZipEntry::getName).toList()).isEqualTo(List.of("jmh.log"));
    }
  }
}
