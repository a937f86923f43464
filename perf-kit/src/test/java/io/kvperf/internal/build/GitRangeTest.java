package io.kvperf.internal.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.build.GitRefBuildTest.GitRepository;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.InvalidSettingException;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code git:<good>..<bad>} resolves, in a small git repository made here, to the commit known good
 * and the first-parent commits after it, a merge one step whatever its branch held; and every wrong
 * range fails naming the setting and the value, before anything is built.
 */
class GitRangeTest {
  /**
   * A repository whose main line is {@code v1}, then a commit, a merge of a branch of two commits,
   * and a last commit; returns the main line's commits, oldest first.
   */
  private static String[] mainLine(GitRepository repository) throws IOException {
    repository.module("store", "class Store {}");
    repository.commit("v1");
    repository.git("tag", "v1");
    String good = repository.commitOf("HEAD");
    repository.module("store", "class Store { int a; }");
    repository.commit("a field");
    String field = repository.commitOf("HEAD");
    repository.git("checkout", "-q", "-b", "feature");
    repository.module("index", "class Index {}");
    repository.commit("an index");
    repository.module("index", "class Index { int b; }");
    repository.commit("a field of the index");
    repository.git("checkout", "-q", "-");
    repository.git("merge", "-q", "--no-ff", "-m", "merge the index", "feature");
    String merge = repository.commitOf("HEAD");
    repository.module("store", "class Store { int a; int c; }");
    repository.commit("another field");
    return new String[] {good, field, merge, repository.commitOf("HEAD")};
  }

  @Test
  void aRangeIsTheGoodCommitThenTheFirstParentCommitsAfterIt(@TempDir Path root)
      throws IOException {
    GitRepository repository = GitRepository.init(root);
    String[] main = mainLine(repository);

    assertThat(GitRange.resolve("git:v1..HEAD", root).commits())
        .as("the merge is one step; the branch's own commits are not walked")
        .containsExactly(main);
    assertThat(GitRange.resolve("git: v1 .. " + main[2], root.resolve("store")).commits())
        .as("from any directory of the repository, the ends trimmed")
        .containsExactly(main[0], main[1], main[2]);
    assertThat(GitRange.names("git:v1..HEAD")).isTrue();
    assertThat(GitRange.names("git:v1")).isFalse();
  }

  @Test
  void aMissingEndIsNamedBeforeGitRuns(@TempDir Path directory) {
    for (String value : new String[] {"git:v1..", "git:..HEAD", "git:v1...HEAD"}) {
      assertThat(GitRefBuildTest.invalid(() -> GitRange.resolve(value, directory)))
          .returns(CompareSettings.BUILD, InvalidSettingException::key)
          .returns(value, InvalidSettingException::value)
          .hasNoCause()
          .hasMessage(
              "kvperf.compare = '"
                  + value
                  + "' is invalid: a bisect of commits names both ends, git:<good>..<bad>: the"
                  + " ref known good before '..', the ref that moved after it");
    }
  }

  @Test
  void aRefThatDoesNotResolveAnEndBeforeTheOtherOrOneCommitFailsNamingTheValue(@TempDir Path root)
      throws IOException {
    GitRepository repository = GitRepository.init(root);
    String[] main = mainLine(repository);

    InvalidSettingException unresolved =
        GitRefBuildTest.invalid(() -> GitRange.resolve("git:v1..no-such-branch", root));
    assertThat(unresolved)
        .returns("git:v1..no-such-branch", InvalidSettingException::value)
        .hasMessageStartingWith(
            "kvperf.compare = 'git:v1..no-such-branch' is invalid: 'no-such-branch' does not"
                + " resolve to a commit: 'git rev-parse --verify --quiet --end-of-options"
                + " no-such-branch^{commit}' exited with 1");
    CommandFailedException failed = GitRefBuildTest.failedCommand(unresolved);
    assertThat(failed.command())
        .as("git, given the ref that does not resolve")
        .startsWith("git", "rev-parse")
        .endsWith("no-such-branch^{commit}");
    assertThat(failed.result().exitCode()).isEqualTo(1);
    assertThatThrownBy(() -> GitRange.resolve("git:HEAD..v1", root))
        .hasMessage(
            "kvperf.compare = 'git:HEAD..v1' is invalid: 'HEAD' ("
                + main[3].substring(0, 12)
                + ") is not an ancestor of 'v1' ("
                + main[0].substring(0, 12)
                + "): a bisect walks from a commit known good to a later one that moved, the"
                + " older first");
    assertThatThrownBy(() -> GitRange.resolve("git:feature..v1", root))
        .as("a branch beside the other end")
        .hasMessageContaining("is not an ancestor of 'v1'");
    assertThatThrownBy(() -> GitRange.resolve("git:v1..v1", root))
        .hasMessage(
            "kvperf.compare = 'git:v1..v1' is invalid: 'v1' and 'v1' are the same commit ("
                + main[0].substring(0, 12)
                + "): there is nothing between");
  }
}
