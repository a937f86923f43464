package io.kvperf.internal.build;

import io.kvperf.internal.account.BisectSteps;
import io.kvperf.internal.account.BisectSteps.Kind;
import io.kvperf.internal.settings.InvalidSettingException;
import java.util.List;

/**
 * The commits of {@code git:<good>..<bad>} ({@link GitRange}), each built as {@code git:<ref>} is
 * ({@link GitRefBuild}), cached by commit. A step's build is had again each time it is used, from
 * the cache where it is still there, so that a build the cache removed to make room for later ones
 * is built again rather than missed.
 *
 * @param steps the commits, oldest first, each by its first 12 hex digits after {@code git:}
 * @param commits the commits' full names, oldest first
 * @param ends the two ends, as built before any fork
 * @param setup how this run builds a commit
 */
record CommitRange(
    BisectSteps steps, List<String> commits, List<ComparedBuild> ends, GitRefBuild.Setup setup)
    implements BisectRange {
  /** How many hex digits of a commit name its step. */
  private static final int SHOWN_DIGITS = 12;

  CommitRange {
    commits = List.copyOf(commits);
    ends = List.copyOf(ends);
  }

  /**
   * The range {@code value} names, resolved in the repository {@code setup}'s working directory is
   * in, both ends built.
   *
   * @throws InvalidSettingException naming the setting and the value when the range does not
   *     resolve or an end cannot be built
   */
  static CommitRange of(String value, GitRefBuild.Setup setup) {
    List<String> commits = GitRange.resolve(value, setup.workingDirectory()).commits();
    GitCommand<InvalidSettingException> git = GitCommand.forSetting(value);
    List<ComparedBuild> ends =
        List.of(
            GitRefBuild.ofCommit(commits.get(0), git, setup),
            GitRefBuild.ofCommit(commits.get(commits.size() - 1), git, setup));
    return new CommitRange(
        new BisectSteps(
            Kind.FIRST_PARENT_COMMITS,
            BuiltRef.PREFIX,
            commits.stream().map(commit -> commit.substring(0, SHOWN_DIGITS)).toList()),
        commits,
        ends,
        setup);
  }

  @Override
  public ComparedBuild build(int index) {
    return GitRefBuild.ofCommit(commits.get(index), GitCommand.forStep(commits.get(index)), setup);
  }

  @Override
  public String directoryName(int index) {
    return "commit-" + steps.names().get(index);
  }
}
