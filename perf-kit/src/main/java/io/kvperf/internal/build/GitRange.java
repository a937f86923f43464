package io.kvperf.internal.build;

import io.kvperf.internal.settings.InvalidSettingException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The commits of {@code git:<good>..<bad>}, which a commit bisect walks: {@code good}, then each
 * commit on {@code bad}'s first-parent line that {@code good} does not reach, oldest first, as
 * {@code git rev-list --first-parent --reverse good..bad} lists them. On the first-parent line a
 * merge is one step, whatever its branch held; where {@code good} lies on that line, each commit
 * after it is the first parent of the next.
 *
 * @param commits the commits' full names, {@code good} first and {@code bad} last
 */
record GitRange(List<String> commits) {
  /** What separates the two ends. */
  static final String SEPARATOR = "..";

  /** Copies the commits and checks there are two at least. */
  GitRange {
    commits = List.copyOf(commits);
    if (commits.size() < 2) {
      throw new IllegalArgumentException("a range holds two commits at least, had " + commits);
    }
  }

  /** Whether {@code value} of {@code kvperf.compare} names a range of commits. */
  static boolean names(String value) {
    return GitRefBuild.names(value) && value.contains(SEPARATOR);
  }

  /**
   * The commits {@code value} ({@code git:<good>..<bad>}) names, in the repository {@code
   * workingDirectory} is in.
   *
   * @throws InvalidSettingException naming the setting and the value when an end is missing, a ref
   *     does not resolve to a commit, {@code good} is not an ancestor of {@code bad}, or they are
   *     the same commit
   */
  static GitRange resolve(String value, Path workingDirectory) {
    GitCommand<InvalidSettingException> git = GitCommand.forSetting(value);
    String text = value.trim().substring(BuiltRef.PREFIX.length());
    int separator = text.indexOf(SEPARATOR);
    String good = text.substring(0, separator).trim();
    String bad = text.substring(separator + SEPARATOR.length()).trim();
    if (good.isEmpty() || bad.isEmpty() || bad.startsWith(".")) {
      throw git.invalid(
          "a bisect of commits names both ends, git:<good>..<bad>: the ref known good before '"
              + SEPARATOR
              + "', the ref that moved after it");
    }
    Path root = Path.of(git.output(workingDirectory, "rev-parse", "--show-toplevel")).normalize();
    String goodCommit = commit(git, root, good);
    String badCommit = commit(git, root, bad);
    Commands.Result ancestor = git.run(root, "merge-base", "--is-ancestor", goodCommit, badCommit);
    if (ancestor.exitCode() == 1 && ancestor.failure().isEmpty()) {
      throw git.invalid(
          named(good, goodCommit)
              + " is not an ancestor of "
              + named(bad, badCommit)
              + ": a bisect walks from a commit known good to a later one that moved, the older"
              + " first");
    }
    if (!ancestor.succeeded()) {
      throw git.failed(ancestor, "merge-base", "--is-ancestor", goodCommit, badCommit);
    }
    List<String> commits = new ArrayList<>();
    commits.add(goodCommit);
    git.output(root, "rev-list", "--first-parent", "--reverse", goodCommit + SEPARATOR + badCommit)
        .lines()
        .filter(line -> !line.isBlank())
        .forEach(commits::add);
    if (commits.size() < 2) {
      throw git.invalid(
          "'"
              + good
              + "' and '"
              + bad
              + "' are the same commit ("
              + goodCommit.substring(0, 12)
              + "): there is nothing between");
    }
    return new GitRange(commits);
  }

  /** The commit {@code ref} resolves to, its full name. */
  private static String commit(GitCommand<?> git, Path root, String ref) {
    return git.outputOr(
        root,
        "'" + ref + "' does not resolve to a commit",
        "rev-parse",
        "--verify",
        "--quiet",
        "--end-of-options",
        ref + "^{commit}");
  }

  /** {@code ref} with its commit's first 12 hex digits. */
  private static String named(String ref, String commit) {
    return "'" + ref + "' (" + commit.substring(0, 12) + ")";
  }
}
