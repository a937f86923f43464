package io.kvperf.internal.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.kvperf.internal.build.BuiltRef.WorkingTree;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.InvalidSettingException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kvperf.compare=git:<ref>} builds the modules this build runs at the ref, in a worktree
 * under {@code target/}, once per commit, and fails clearly on every wrong ref. Each test makes a
 * small git repository of its own; the builds run the Maven on the path, offline.
 */
class GitRefBuildTest {
  /** The Maven on the path, offline: what every test's build runs. */
  static final MavenCommand OFFLINE =
      new MavenCommand("", "-o", CompareSettings.defaults().gitBuild().timeout());

  @Test
  void aRefThatDoesNotResolveIsNamedWithTheCause(@TempDir Path root) throws IOException {
    GitRepository repository = GitRepository.init(root);
    repository.module("store", "class Store {}");
    repository.commit("first");

    assertThatThrownBy(() -> build("git:no-such-branch", root, List.of(classes(root, "store"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "kvperf.compare = 'git:no-such-branch' is invalid: the ref does not resolve to a"
                + " commit: 'git rev-parse --verify --quiet --end-of-options"
                + " no-such-branch^{commit}' exited with 1");
    Path written = root.resolve("written");
    Path store = classes(root, "store");
    InvalidSettingException optionShaped =
        invalid(() -> build("git:--output=" + written, root, List.of(store)));
    assertThat(optionShaped)
        .returns(CompareSettings.BUILD, InvalidSettingException::key)
        .returns("git:--output=" + written, InvalidSettingException::value);
    assertThat(failedCommand(optionShaped))
        .as("a ref shaped like an option reaches git after --end-of-options")
        .returns(
            List.of(
                "git",
                "rev-parse",
                "--verify",
                "--quiet",
                "--end-of-options",
                "--output=" + written + "^{commit}"),
            CommandFailedException::command)
        .returns(1, failed -> failed.result().exitCode());
    assertThat(written).doesNotExist();
    assertThatThrownBy(() -> build("git:", root, List.of()))
        .hasMessage(
            "kvperf.compare = 'git:' is invalid: name a commit, a branch or a tag after 'git:'");
  }

  @Test
  void outsideAGitRepositoryOrWithoutTheProjectsOutputItSaysSo(@TempDir Path directory)
      throws IOException {
    Path plain = Files.createDirectories(directory.resolve("plain"));
    InvalidSettingException outside = invalid(() -> build("git:HEAD", plain, List.of()));
    assertThat(outside).returns("git:HEAD", InvalidSettingException::value);
    assertThat(failedCommand(outside))
        .as("git finds no repository: it exits 128")
        .returns(List.of("git", "rev-parse", "--show-toplevel"), CommandFailedException::command)
        .returns(128, failed -> failed.result().exitCode());

    Path root = directory.resolve("repository");
    GitRepository repository = GitRepository.init(root);
    repository.module("store", "class Store {}");
    repository.commit("first");
    assertThatThrownBy(() -> build("git:HEAD", root, List.of(directory.resolve("elsewhere.jar"))))
        .hasMessageContaining(
            "this build's class path holds no output of the repository's own modules");
  }

  @Test
  void aModuleTheRefLacksIsNamed(@TempDir Path root) throws IOException {
    GitRepository repository = GitRepository.init(root);
    repository.module("store", "class Store {}");
    repository.commit("first");
    repository.module("index", "class Index {}");
    repository.commit("second");

    assertThatThrownBy(() -> build("git:HEAD~1", root, List.of(classes(root, "index"))))
        .hasMessageMatching(
            "kvperf\\.compare = 'git:HEAD~1' is invalid: the module index does not exist at"
                + " HEAD~1 \\([0-9a-f]{40}\\)");
  }

  @Test
  void aBuildThatFailsAtTheRefIsQuotedAndAGoodOneIsBuiltOncePerCommit(@TempDir Path root)
      throws IOException {
    GitRepository repository = GitRepository.init(root);
    repository.module("store", "class Store { int broken( }");
    repository.commit("broken");
    repository.module("store", "class Store { int version() { return 2; } }");
    repository.commit("mended");
    repository.module("store", "class Store { int version() { return 3; } }");
    repository.commit("changed");
    Path classes = classes(root, "store");

    InvalidSettingException broken = invalid(() -> build("git:HEAD~2", root, List.of(classes)));
    assertThat(broken).returns("git:HEAD~2", InvalidSettingException::value);
    assertThat(failedCommand(broken))
        .as("Maven compiled the module at the ref, and failed")
        .returns(
            List.of(
                "mvn",
                "-B",
                "-q",
                "compile",
                "-am",
                "-pl",
                "store",
                "-Dmaven.test.skip=true",
                "-o"),
            CommandFailedException::command)
        .returns(1, failed -> failed.result().exitCode());

    BuiltRef first = build("git:HEAD~1", root, List.of(classes));
    Path built =
        root.resolve("target/kvperf-git")
            .resolve(GitRefCacheKey.of(repository.commitOf("HEAD~1"), OFFLINE).directoryName());
    assertThat(first.entries()).containsExactly(built.resolve("store/target/classes"));
    assertThat(built.resolve("store/target/classes/Store.class")).isRegularFile();
    assertThat(first.replaces()).containsExactly(classes);
    assertThat(first)
        .returns("HEAD~1", BuiltRef::ref)
        .returns(repository.commitOf("HEAD~1"), BuiltRef::commit)
        .returns(repository.commitOf("HEAD"), BuiltRef::checkout)
        .returns(WorkingTree.CLEAN, BuiltRef::workingTree)
        .returns(false, BuiltRef::cached)
        .returns("git:HEAD~1", BuiltRef::name);
    assertThat(build("git:HEAD~1", root, List.of(classes)).cached()).isTrue();
    String parent = repository.commitOf("HEAD~1");
    assertThat(build("git:" + parent, root, List.of(classes)).name())
        .as("a commit is named once")
        .isEqualTo("git:" + parent.substring(0, 12));
    ComparedBuild compared = first.compared(List.of());
    assertThat(compared.description()).isEqualTo(first.description());
    assertThat(compared.arms(List.of(classes)).get(1).classPath())
        .as("arm B runs the ref's output in place of this build's")
        .containsExactly(built.resolve("store/target/classes"));
    assertThat(compared.arms(List.of(classes)).get(1).describeChanged())
        .as("named by its module, with its digest")
        .matches("store/target/classes sha256 [0-9a-f]{64}");
  }

  private static BuiltRef build(String value, Path directory, List<Path> launch) {
    return GitRefBuild.built(value, new GitRefBuild.Setup(List.of(), OFFLINE, launch, directory));
  }

  /** What {@code building} throws: an invalid setting, or the test fails. */
  static InvalidSettingException invalid(ThrowingCallable building) {
    InvalidSettingException thrown = catchThrowableOfType(InvalidSettingException.class, building);
    assertThat(thrown).as("an invalid setting").isNotNull();
    return thrown;
  }

  /** The command whose failure made {@code invalid}. */
  static CommandFailedException failedCommand(InvalidSettingException invalid) {
    assertThat(invalid).cause().isInstanceOf(CommandFailedException.class);
    return (CommandFailedException) invalid.getCause();
  }

  /** The module's {@code target/classes}, made to exist, as this build's compiled output. */
  private static Path classes(Path root, String module) throws IOException {
    return Files.createDirectories(root.resolve(module).resolve("target/classes"));
  }

  /** A git repository of small Maven modules, one class each. */
  record GitRepository(Path root, java.util.Set<String> modules) {
    static GitRepository init(Path root) throws IOException {
      Files.createDirectories(root);
      GitRepository repository = new GitRepository(root, new java.util.TreeSet<>());
      repository.git("init", "-q");
      repository.git("config", "user.email", "test@example.com");
      repository.git("config", "user.name", "test");
      Files.writeString(root.resolve(".gitignore"), "target/\n");
      return repository;
    }

    /**
     * Writes module {@code name}: a jar pom and one class, {@code source}; the root project lists
     * it.
     */
    void module(String name, String source) throws IOException {
      Path module = root.resolve(name);
      modules.add(name);
      Files.writeString(root.resolve("pom.xml"), MavenModule.aggregator("com.acme", modules));
      Files.createDirectories(module.resolve("src/main/java"));
      Files.writeString(module.resolve("pom.xml"), MavenModule.pom("com.acme", name));
      Files.writeString(
          module.resolve("src/main/java").resolve(source.split("\\s+")[1] + ".java"), source);
    }

    void commit(String message) {
      git("add", "-A");
      git("commit", "-q", "-m", message);
    }

    String commitOf(String ref) {
      return git("rev-parse", ref).strip();
    }

    String git(String... arguments) {
      List<String> command = new ArrayList<>(List.of("git"));
      command.addAll(List.of(arguments));
      Commands.Result result = Commands.run(root, command, Duration.ofMinutes(1));
      assertThat(result.succeeded()).as(result.describe(String.join(" ", command))).isTrue();
      return result.output();
    }
  }
}
