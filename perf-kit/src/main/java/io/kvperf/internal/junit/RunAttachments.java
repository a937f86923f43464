package io.kvperf.internal.junit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.JUnitException;

/**
 * Attaches an invocation's run directory (each fork's JMH log, plan and metrics) to its test
 * through JUnit's file publishing, under {@value #NAME}, so that Open Test Reporting and other
 * listeners show it beside the test. A JUnit without file publishing (before 5.12), or a launcher
 * configured to write no outputs, attaches nothing, and the run directory stays where the console
 * line names it.
 */
final class RunAttachments {
  /** The name the run directory is published under. */
  static final String NAME = "kvperf-run";

  private RunAttachments() {}

  /** Publishes a copy of {@code runDirectory}'s files, if it exists and JUnit can publish. */
  static void publish(ExtensionContext context, Path runDirectory) {
    if (!Files.isDirectory(runDirectory)) {
      return;
    }
    try {
      context.publishDirectory(NAME, target -> copy(runDirectory, target));
    } catch (IncompatibleClassChangeError | UnsupportedOperationException | JUnitException e) {
      // A JUnit before file publishing, or a launcher that writes no outputs: nothing to attach to.
    }
  }

  private static void copy(Path from, Path to) throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(from)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    for (Path file : files) {
      Path copy = to.resolve(from.relativize(file).toString());
      Files.createDirectories(copy.getParent());
      Files.copy(file, copy);
    }
  }
}
