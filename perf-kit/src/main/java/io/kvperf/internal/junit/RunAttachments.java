package io.kvperf.internal.junit;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.JUnitException;

/**
 * Attaches an invocation's run directory (each fork's JMH log, plan and metrics) to its test, two
 * ways:
 *
 * <ul>
 *   <li>through JUnit's file publishing, under {@value #NAME}, so that Open Test Reporting and
 *       other listeners show it beside the test. A JUnit without file publishing (before 5.12), or
 *       a launcher configured to write no outputs, attaches nothing this way;
 *   <li>as an archive beside the run directory, {@code <engine>.zip}, named on the test's standard
 *       output in the line {@code [[ATTACHMENT|<path>]]}: Surefire and Failsafe keep a test's
 *       output in its {@code <system-out>}, where Jenkins' JUnit attachments, GitLab and Azure
 *       DevOps read such lines as files attached to the test.
 * </ul>
 */
final class RunAttachments {
  /** The name the run directory is published under. */
  static final String NAME = "kvperf-run";

  private RunAttachments() {}

  /**
   * Publishes a copy of {@code runDirectory}'s files, if it exists and JUnit can publish, archives
   * it and names the archive on {@code out}.
   */
  static void publish(ExtensionContext context, Path runDirectory, PrintStream out) {
    if (!Files.isDirectory(runDirectory)) {
      return;
    }
    try {
      context.publishDirectory(NAME, target -> copy(runDirectory, target));
    } catch (IncompatibleClassChangeError | UnsupportedOperationException | JUnitException e) {
      // A JUnit before file publishing, or a launcher that writes no outputs: nothing to attach to.
    }
    try {
      out.println(attachmentLine(archive(runDirectory)));
    } catch (IOException e) {
      out.println(
          "kvperf: the run directory "
              + runDirectory
              + " could not be archived for the test report: "
              + e);
    }
  }

  /** The line CI servers read in a test's output as a file attached to it. */
  static String attachmentLine(Path file) {
    return "[[ATTACHMENT|" + file.toAbsolutePath() + "]]";
  }

  /**
   * Archives {@code runDirectory}'s regular files into {@code <runDirectory>.zip} beside it,
   * replacing the archive (a link in its place is replaced, not followed); links are left out.
   */
  static Path archive(Path runDirectory) throws IOException {
    Path zip = runDirectory.resolveSibling(runDirectory.getFileName() + ".zip");
    List<Path> files = regularFiles(runDirectory);
    Files.deleteIfExists(zip);
    try (ZipOutputStream archive =
        new ZipOutputStream(
            Files.newOutputStream(zip, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE))) {
      for (Path file : files) {
        archive.putNextEntry(
            new ZipEntry(runDirectory.relativize(file).toString().replace('\\', '/')));
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
          in.transferTo(archive);
        }
        archive.closeEntry();
      }
    }
    return zip;
  }

  /** Copies {@code from}'s regular files into {@code to}; links are left out. */
  static void copy(Path from, Path to) throws IOException {
    for (Path file : regularFiles(from)) {
      Path copy = to.resolve(from.relativize(file).toString());
      Files.createDirectories(copy.getParent());
      try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
        Files.copy(in, copy);
      }
    }
  }

  /**
   * The regular files under {@code directory}, in order: a link to a file or a directory is neither
   * followed nor taken, so that nothing outside the run directory is attached.
   */
  static List<Path> regularFiles(Path directory) throws IOException {
    try (Stream<Path> walk = Files.walk(directory)) {
      return walk.filter(path -> Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS))
          .sorted()
          .toList();
    }
  }
}
