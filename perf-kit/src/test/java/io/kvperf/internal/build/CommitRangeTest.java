package io.kvperf.internal.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.kvperf.internal.account.BisectSteps;
import io.kvperf.internal.account.BisectSteps.Kind;
import io.kvperf.internal.build.GitRefBuildTest.GitRepository;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.InvalidSettingException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A range of commits builds its two ends before any fork and each step between when asked, as
 * {@code git:<ref>} builds a commit: a step that does not build says why, as the cause of a gap,
 * while an end that cannot be built fails the setting. The builds run the Maven on the path,
 * offline, in a small git repository made here.
 */
class CommitRangeTest {
  @Test
  void theEndsAreBuiltFirstAndAStepThatDoesNotBuildSaysWhy(@TempDir Path root) throws IOException {
    GitRepository repository = GitRepository.init(root);
    repository.module("store", "class Store { int good; }");
    repository.commit("known good");
    repository.git("tag", "good");
    repository.module("store", "class Store { int broken( }");
    repository.commit("broken");
    repository.module("store", "class Store { int mended() { return 1; } }");
    repository.commit("mended");
    List<String> commits =
        List.of(
            repository.commitOf("good"),
            repository.commitOf("HEAD~1"),
            repository.commitOf("HEAD"));
    Path classes = Files.createDirectories(root.resolve("store/target/classes"));
    GitRefBuild.Setup setup =
        new GitRefBuild.Setup(List.of(), GitRefBuildTest.OFFLINE, List.of(classes), root);

    CommitRange range = CommitRange.of("git:good..HEAD", setup);

    assertThat(range.steps())
        .isEqualTo(
            new BisectSteps(
                Kind.FIRST_PARENT_COMMITS,
                "git:",
                commits.stream().map(commit -> commit.substring(0, 12)).toList()));
    assertThat(range.ends())
        .extracting(ComparedBuild::description)
        .satisfiesExactly(
            good -> assertThat(good).startsWith("git:" + commits.get(0).substring(0, 12) + " ("),
            bad -> assertThat(bad).startsWith("git:" + commits.get(2).substring(0, 12) + " ("));
    assertThat(range.build(2).description()).endsWith("; built before, cached)");
    assertThat(range.directoryName(1)).isEqualTo("commit-" + commits.get(1).substring(0, 12));
    UnbuildableCommitException unbuildable =
        catchThrowableOfType(UnbuildableCommitException.class, () -> range.build(1));
    assertThat(unbuildable)
        .as("the cause of a gap, not an invalid setting")
        .isNotNull()
        .returns(commits.get(1), UnbuildableCommitException::commit)
        .hasMessageStartingWith("building store at " + commits.get(1) + " failed, '")
        .hasMessageContaining("COMPILATION ERROR");
    assertThat(unbuildable.getMessage()).isEqualTo(unbuildable.reason());
    assertThat(unbuildable)
        .cause()
        .as("Maven compiled the step, and failed")
        .isInstanceOf(CommandFailedException.class)
        .extracting(failed -> ((CommandFailedException) failed).result().exitCode())
        .isEqualTo(1);
    // A module of this checkout alone, which no commit holds: no end can be built.
    Files.writeString(
        Files.createDirectories(root.resolve("index")).resolve("pom.xml"),
        MavenModule.pom("com.acme", "index"));
    Path index = Files.createDirectories(root.resolve("index/target/classes"));
    GitRefBuild.Setup withIndex =
        new GitRefBuild.Setup(List.of(), GitRefBuildTest.OFFLINE, List.of(classes, index), root);
    assertThat(GitRefBuildTest.invalid(() -> CommitRange.of("git:good..HEAD", withIndex)))
        .as("an end that cannot be built fails the setting, before any fork")
        .returns(CompareSettings.BUILD, InvalidSettingException::key)
        .returns("git:good..HEAD", InvalidSettingException::value)
        .returns(
            "the module index does not exist at " + commits.get(0), InvalidSettingException::reason)
        .hasMessage(
            "kvperf.compare = 'git:good..HEAD' is invalid: the module index does not exist at "
                + commits.get(0));
  }
}
