package io.kvperf.internal.build;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * How a {@code git:<ref>} build runs Maven ({@link GitRefBuild}), and so part of what its cache is
 * keyed by ({@link GitRefCacheKey}).
 *
 * <p>Both are split on white space, with no quoting: a command's first word is the program and the
 * rest its first arguments, and a word cannot hold a space.
 *
 * @param command the command; empty for the project's wrapper, else {@code mvn}
 * @param arguments arguments added to the build, separated by white space
 * @param deadline how long the build may take ({@code kvperf.compare.buildTimeout})
 */
record MavenCommand(String command, String arguments, Duration deadline) {
  /** The command for {@code worktree}: as set, the project's wrapper, or {@code mvn}. */
  List<String> commandFor(Path worktree) {
    if (!command.isBlank()) {
      return List.of(command.trim().split("\\s+"));
    }
    Path wrapper = worktree.resolve("mvnw");
    return Files.isExecutable(wrapper) ? List.of(wrapper.toString()) : List.of("mvn");
  }

  List<String> extraArguments() {
    return Arrays.stream(arguments.trim().split("\\s+")).filter(arg -> !arg.isEmpty()).toList();
  }
}
