package io.kvperf.internal.build;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The commit a checkout is at, as git tells it: the commit, its first parent and the branch, which
 * a history's points are of.
 *
 * @param commit the full hash of {@code HEAD}
 * @param parent the full hash of its first parent, empty for a root commit
 * @param branch the checked-out branch, empty for a detached {@code HEAD}
 */
public record GitHead(String commit, String parent, String branch) {
  private static final Duration DEADLINE = Duration.ofMinutes(1);

  /** Checks every field is present. */
  public GitHead {
    Objects.requireNonNull(commit, "commit");
    Objects.requireNonNull(parent, "parent");
    Objects.requireNonNull(branch, "branch");
  }

  /**
   * The head of the repository {@code directory} is in, with {@code commit} (a ref git resolves)
   * and {@code branch} in place of git's where a setting names them; empty when {@code directory}
   * is in no git repository or the commit does not resolve.
   */
  public static Optional<GitHead> of(
      Path directory, Optional<String> commit, Optional<String> branch) {
    Optional<String> resolved =
        git(
            directory,
            "rev-parse",
            "--verify",
            "--quiet",
            "--end-of-options",
            commit.orElse("HEAD") + "^{commit}");
    if (resolved.isEmpty()) {
      return Optional.empty();
    }
    String hash = resolved.get();
    String parent =
        git(directory, "rev-parse", "--verify", "--quiet", "--end-of-options", hash + "^1")
            .orElse("");
    String named =
        branch.orElseGet(
            () ->
                commit.isPresent()
                    ? ""
                    : git(directory, "symbolic-ref", "--quiet", "--short", "HEAD").orElse(""));
    return Optional.of(new GitHead(hash, parent, named));
  }

  private static Optional<String> git(Path directory, String... arguments) {
    List<String> command = new ArrayList<>();
    command.add("git");
    command.addAll(List.of(arguments));
    Commands.Result result = Commands.run(directory, command, DEADLINE);
    String output = result.output().strip();
    return result.succeeded() && !output.isEmpty() && !output.contains("\n")
        ? Optional.of(output)
        : Optional.empty();
  }
}
