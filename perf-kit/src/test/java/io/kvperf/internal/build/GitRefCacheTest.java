package io.kvperf.internal.build;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.build.GitRefBuildTest.GitRepository;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.InvalidSettingException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache of {@code git:<ref>} builds trusts only a whole build: what an interrupted worktree or
 * build leaves is built again. It keys a build by its command and arguments as well as its commit,
 * and keeps the builds used last. Each test makes a small git repository; the build command is a
 * shell script that logs each build and writes the module's class, so no Maven runs.
 */
class GitRefCacheTest {
  private static final java.time.Duration DEADLINE =
      CompareSettings.defaults().gitBuild().timeout();

  private static final Instant LONG_AGO = Instant.parse("2020-01-01T00:00:00Z");

  @Test
  void aPartialBuildLeftByAFailureIsBuiltAgainNotTrusted(@TempDir Path directory)
      throws IOException {
    Fixture fixture = Fixture.of(directory);
    MavenCommand maven = fixture.maven("");
    Path partial = fixture.cache().resolve(fixture.name("HEAD", maven) + ".partial");
    Path whole = fixture.cache().resolve(fixture.name("HEAD", maven));
    Files.writeString(fixture.failMarker(), "fail");

    InvalidSettingException failed =
        GitRefBuildTest.invalid(() -> fixture.build("git:HEAD", maven));
    assertThat(failed)
        .as("the one place a failed build's message is asserted whole")
        .hasMessage(
            "kvperf.compare = 'git:HEAD' is invalid: building store at HEAD ("
                + fixture.repository().commitOf("HEAD")
                + ") failed, '"
                + fixture.script()
                + " -B -q compile -am -pl store -Dmaven.test.skip=true' exited with 1:\n"
                + "  planted failure");
    assertThat(GitRefBuildTest.failedCommand(failed).result())
        .returns(1, Commands.Result::exitCode)
        .returns("planted failure\n", Commands.Result::output);
    assertThat(partial).isDirectory();
    assertThat(whole).doesNotExist();
    // As an interruption between writing the list of modules and the move would leave it.
    Files.writeString(fixture.cache().resolve(fixture.name("HEAD", maven) + ".built"), "store\n");
    Files.delete(fixture.failMarker());

    assertThat(fixture.build("git:HEAD", maven).cached()).isFalse();
    assertThat(fixture.builds())
        .containsExactly(partial + " failed", partial + " built")
        .as("both builds ran in the partial worktree");
    assertThat(whole.resolve("store/target/classes/Store.class")).hasContent("compiled");
    assertThat(partial).doesNotExist();
    assertThat(fixture.worktrees())
        .as("git's worktrees: the partial one moved to the whole build's place")
        .containsExactly(fixture.repository().root().toRealPath(), whole);

    assertThat(fixture.build("git:HEAD", maven).cached()).isTrue();
    assertThat(fixture.builds()).hasSize(2);
  }

  @Test
  void aWorktreeWithoutItsListOfModulesIsBuiltAgain(@TempDir Path directory) throws IOException {
    Fixture fixture = Fixture.of(directory);
    MavenCommand maven = fixture.maven("");
    Path whole = fixture.cache().resolve(fixture.name("HEAD", maven));
    // What an interrupted `git worktree add` or build in place leaves: a directory, no list.
    Files.createDirectories(whole.resolve("store"));
    Files.writeString(whole.resolve("store/half-checked-out"), "");

    assertThat(fixture.build("git:HEAD", maven).cached()).isFalse();
    assertThat(fixture.builds()).hasSize(1);
    assertThat(whole.resolve("store/target/classes/Store.class")).hasContent("compiled");
    assertThat(whole.resolve("store/half-checked-out")).doesNotExist();
    assertThat(whole.resolve("store/pom.xml")).isRegularFile();
  }

  @Test
  void anotherCommandOrOtherArgumentsBuildApart(@TempDir Path directory) throws IOException {
    Fixture fixture = Fixture.of(directory);
    MavenCommand plain = fixture.maven("");
    MavenCommand withArguments = fixture.maven("-Dextra=1");
    Path copy = directory.resolve("other-build");
    Files.copy(fixture.script(), copy);
    assertThat(copy.toFile().setExecutable(true)).isTrue();
    MavenCommand otherCommand = new MavenCommand(copy.toString(), "", DEADLINE);

    assertThat(
            List.of(
                fixture.build("git:HEAD", plain),
                fixture.build("git:HEAD", withArguments),
                fixture.build("git:HEAD", otherCommand),
                fixture.build("git:HEAD", plain)))
        .extracting(BuiltRef::cached)
        .containsExactly(false, false, false, true);

    assertThat(fixture.builds()).hasSize(3);
    assertThat(
            List.of(
                fixture.name("HEAD", plain),
                fixture.name("HEAD", withArguments),
                fixture.name("HEAD", otherCommand)))
        .doesNotHaveDuplicates()
        .allSatisfy(name -> assertThat(fixture.cache().resolve(name)).isDirectory());
  }

  @Test
  void theBuildsUsedLastAreKeptAndTheRestRemovedWithTheirWorktrees(@TempDir Path directory)
      throws IOException {
    Fixture fixture = Fixture.of(directory);
    for (int change = 1; change <= GitRefCache.KEPT_BUILDS; change++) {
      fixture.repository().module("store", "class Store { int v() { return " + change + "; } }");
      fixture.repository().commit("change " + change);
    }
    MavenCommand maven = fixture.maven("");
    List<String> names = new ArrayList<>();
    for (int back = GitRefCache.KEPT_BUILDS; back >= 1; back--) {
      fixture.build("git:HEAD~" + back, maven);
      String name = fixture.name("HEAD~" + back, maven);
      names.add(name);
      // Used in this order, an hour apart, long ago.
      Files.setLastModifiedTime(
          fixture.cache().resolve(name + ".built"),
          FileTime.from(LONG_AGO.plusSeconds(3600L * names.size())));
    }
    Path leftover = Files.createDirectories(fixture.cache().resolve("0123456789ab-0.partial"));

    assertThat(fixture.build("git:HEAD~" + GitRefCache.KEPT_BUILDS, maven).cached())
        .as("the oldest, used again, becomes the newest")
        .isTrue();
    assertThat(fixture.build("git:HEAD", maven).cached()).isFalse();

    String removed = names.get(1);
    assertThat(fixture.cache().resolve(removed)).doesNotExist();
    assertThat(fixture.cache().resolve(removed + ".built")).doesNotExist();
    assertThat(leftover).doesNotExist();
    List<String> kept = new ArrayList<>(names);
    kept.remove(removed);
    kept.add(fixture.name("HEAD", maven));
    assertThat(kept)
        .hasSize(GitRefCache.KEPT_BUILDS)
        .allSatisfy(name -> assertThat(fixture.cache().resolve(name)).isDirectory());
    List<Path> worktrees = new ArrayList<>(List.of(fixture.repository().root().toRealPath()));
    kept.forEach(name -> worktrees.add(fixture.cache().resolve(name)));
    assertThat(fixture.worktrees())
        .as("git's worktrees: the checkout and the kept builds, the removed one pruned")
        .containsExactlyInAnyOrderElementsOf(worktrees);
  }

  /**
   * A repository with one module, {@code store}, and a build script beside it that appends "{@code
   * <its directory> built}" to a log and writes {@code store/target/classes/Store.class}, or, while
   * the fail marker exists, appends "{@code <its directory> failed}" and exits 1.
   */
  record Fixture(GitRepository repository, Path script, Path log, Path failMarker) {
    static Fixture of(Path directory) throws IOException {
      GitRepository repository = GitRepository.init(directory.resolve("repository"));
      repository.module("store", "class Store {}");
      repository.commit("first");
      Path log = directory.resolve("builds.log");
      Path failMarker = directory.resolve("fail");
      Path script = directory.resolve("build");
      Files.writeString(
          script,
          """
          #!/bin/sh
          if [ -e '%s' ]; then
            echo "$PWD failed" >> '%s'
            echo 'planted failure'
            exit 1
          fi
          echo "$PWD built" >> '%s'
          mkdir -p store/target/classes && printf compiled > store/target/classes/Store.class
          """
              .formatted(failMarker, log, log));
      assertThat(script.toFile().setExecutable(true)).isTrue();
      Files.createDirectories(repository.root().resolve("store/target/classes"));
      return new Fixture(repository, script, log, failMarker);
    }

    MavenCommand maven(String arguments) {
      return new MavenCommand(script.toString(), arguments, DEADLINE);
    }

    BuiltRef build(String value, MavenCommand maven) {
      return GitRefBuild.built(
          value,
          new GitRefBuild.Setup(
              List.of(),
              maven,
              List.of(repository.root().resolve("store/target/classes")),
              repository.root()));
    }

    /** The worktrees git records for the repository, by {@code git worktree list --porcelain}. */
    List<Path> worktrees() {
      List<Path> worktrees = new ArrayList<>();
      for (String line : repository.git("worktree", "list", "--porcelain").lines().toList()) {
        String[] field = line.split(" ", 2);
        if (field[0].equals("worktree")) {
          worktrees.add(Path.of(field[1]));
        }
      }
      return worktrees;
    }

    Path cache() {
      try {
        return repository.root().toRealPath().resolve("target/kvperf-git");
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }

    String name(String ref, MavenCommand maven) {
      return GitRefCacheKey.of(repository.commitOf(ref).strip(), maven).directoryName();
    }

    List<String> builds() throws IOException {
      return Files.exists(log) ? Files.readAllLines(log) : List.of();
    }
  }
}
