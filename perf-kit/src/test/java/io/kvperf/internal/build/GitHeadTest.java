package io.kvperf.internal.build;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.build.GitRefBuildTest.GitRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commit a checkout is at: its hash, first parent and branch, or what settings name. */
class GitHeadTest {
  @Test
  void aBranchsHeadNamesItsCommitParentAndBranch(@TempDir Path directory) throws IOException {
    GitRepository repository = GitRepository.init(directory.resolve("repo"));
    repository.module("store", "class Store {}");
    repository.commit("first");
    repository.module("store", "class Store { int x; }");
    repository.commit("second");
    repository.git("branch", "-M", "trunk");

    Optional<GitHead> head =
        GitHead.of(repository.root().resolve("store"), Optional.empty(), Optional.empty());

    assertThat(head)
        .contains(
            new GitHead(
                repository.commitOf("HEAD").strip(),
                repository.commitOf("HEAD^").strip(),
                "trunk"));
  }

  @Test
  void aDetachedRootCommitHasNoBranchNorParentUnlessSettingsNameThem(@TempDir Path directory)
      throws IOException {
    GitRepository repository = GitRepository.init(directory.resolve("repo"));
    repository.module("store", "class Store {}");
    repository.commit("first");
    String root = repository.commitOf("HEAD").strip();
    repository.git("checkout", "-q", "--detach");

    assertThat(GitHead.of(repository.root(), Optional.empty(), Optional.empty()))
        .contains(new GitHead(root, "", ""));
    assertThat(GitHead.of(repository.root(), Optional.of("HEAD"), Optional.of("main")))
        .contains(new GitHead(root, "", "main"));
  }

  @Test
  void noRepositoryOrAnUnknownCommitNamesNone(@TempDir Path directory) throws IOException {
    Path plain = Files.createDirectories(directory.resolve("plain"));
    assertThat(GitHead.of(plain, Optional.empty(), Optional.empty())).isEmpty();

    GitRepository repository = GitRepository.init(directory.resolve("repo"));
    repository.module("store", "class Store {}");
    repository.commit("first");
    assertThat(GitHead.of(repository.root(), Optional.of("no-such-ref"), Optional.empty()))
        .isEmpty();
  }
}
