package io.kvperf.internal.build;

import io.kvperf.internal.build.BuiltRef.WorkingTree;
import io.kvperf.internal.settings.InvalidSettingException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code kvperf.compare=git:<ref>}: this project's own modules as they were at a git commit, built
 * from that commit's poms in a worktree under the repository's {@code target/kvperf-git/}, cached
 * by commit, build command and JDK ({@link GitRefCache}).
 *
 * <p>The modules are those whose output this build's tests run: every class path entry that is a
 * module's {@code target/classes} inside the repository, or a jar Maven installed from one of its
 * modules (found by the {@code pom.properties} Maven writes into it). The kit's own modules are
 * never rebuilt, nor are test classes: both arms run this build's kit and tests. The ref's outputs
 * take the place of this build's entries of the same modules; everything else is the same in both
 * arms.
 *
 * <p>The build is {@code mvn -B -q compile -am -pl <modules> -Dmaven.test.skip=true}, run with the
 * project's Maven wrapper where it has one, else {@code mvn} (the setting {@code
 * kvperf.compare.maven} names another), plus {@code kvperf.compare.mavenArgs} (for instance {@code
 * -o} or {@code -s settings.xml}). A ref that does not resolve, a module the ref lacks and a build
 * that fails each fail every invocation before any fork, naming the ref and the cause.
 */
final class GitRefBuild {

  /** A class of the kit itself, which marks a class path entry as the kit's. */
  private static final List<String> KIT_CLASSES =
      List.of(
          "io/kvperf/internal/junit/KvPerfExtension.class",
          "io/kvperf/internal/build/CoordinateResolver.class",
          "io/kvperf/maven/MavenCoordinateResolver.class");

  private final GitCommand<?> git;
  private final String ref;
  private final Path workingDirectory;

  private GitRefBuild(GitCommand<?> git, String ref, Path workingDirectory) {
    this.git = git;
    this.ref = ref;
    this.workingDirectory = workingDirectory;
  }

  /**
   * How one run builds its git refs.
   *
   * @param jvmArgs the compared build's JVM options
   * @param maven how Maven builds a ref
   * @param launch this build's class path, whose modules are built at the ref
   * @param workingDirectory where the test JVM runs, in the repository
   */
  record Setup(List<String> jvmArgs, MavenCommand maven, List<Path> launch, Path workingDirectory) {
    Setup {
      jvmArgs = List.copyOf(jvmArgs);
      launch = List.copyOf(launch);
    }
  }

  /** Whether {@code value} of {@code kvperf.compare} names a git ref. */
  static boolean names(String value) {
    return value.trim().startsWith(BuiltRef.PREFIX);
  }

  /**
   * The build {@code value} ({@code git:<ref>}) names, built as {@code setup} says: over its {@code
   * launch}, this build's class path, for a test JVM running in its {@code workingDirectory}.
   *
   * @throws InvalidSettingException naming the setting, the ref and the cause when the directory is
   *     in no git repository, the ref does not resolve, this build runs none of the repository's
   *     modules, the ref lacks one of them, or its build fails
   */
  static ComparedBuild of(String value, Setup setup) {
    return built(value, setup).compared(setup.jvmArgs());
  }

  /**
   * What {@link #of} builds, as a value: the commit, the checkout, the build's time and the
   * entries.
   *
   * @throws InvalidSettingException as {@link #of} does
   */
  static BuiltRef built(String value, Setup setup) {
    String ref = value.trim().substring(BuiltRef.PREFIX.length()).trim();
    return new GitRefBuild(GitCommand.forSetting(value), ref, setup.workingDirectory())
        .build(setup);
  }

  /**
   * The build of {@code commit} (its full name), a step of a bisect, built as {@code setup} says,
   * from the cache where it was built before.
   *
   * @throws IllegalArgumentException made by {@code git} ({@link GitCommand#forSetting} for an end
   *     of the range, {@link GitCommand#forStep} for a step between), when it cannot be built
   */
  static ComparedBuild ofCommit(String commit, GitCommand<?> git, Setup setup) {
    return new GitRefBuild(git, commit, setup.workingDirectory())
        .build(setup)
        .compared(setup.jvmArgs());
  }

  private BuiltRef build(Setup setup) {
    if (ref.isEmpty()) {
      throw git.invalid("name a commit, a branch or a tag after 'git:'");
    }
    MavenCommand maven = setup.maven();
    Path root = Path.of(git.output(workingDirectory, "rev-parse", "--show-toplevel")).normalize();
    String commit =
        git.outputOr(
            root,
            "the ref does not resolve to a commit",
            "rev-parse",
            "--verify",
            "--quiet",
            "--end-of-options",
            ref + "^{commit}");
    String head = git.output(root, "rev-parse", "HEAD");
    WorkingTree workingTree =
        git.output(root, "status", "--porcelain", "--untracked-files=no").isEmpty()
            ? WorkingTree.CLEAN
            : WorkingTree.UNCOMMITTED_CHANGES;
    ProjectModules modules = ProjectModules.of(root);
    Map<String, Path> used = usedModules(modules, setup.launch());
    if (used.isEmpty()) {
      throw git.invalid(
          "this build's class path holds no output of the repository's own modules (besides the"
              + " kit's and the tests'), so there is nothing to build at "
              + ref);
    }
    GitRefCacheKey key = GitRefCacheKey.of(commit, maven);
    GitRefCache cache = new GitRefCache(root, git::output);
    Path worktree = cache.whole(key);
    Duration took =
        cache.buildOnce(
            key, used.keySet(), partial -> compile(partial, commit, used.keySet(), maven));
    List<Path> entries = new ArrayList<>();
    for (String module : used.keySet()) {
      Path classes = worktree.resolve(module).resolve("target").resolve("classes");
      if (Files.isDirectory(classes)) {
        entries.add(classes);
      }
    }
    // The modules show as the arm's changed entries, each with its digest, in every account.
    return new BuiltRef(ref, commit, head, workingTree, took, entries, List.copyOf(used.values()));
  }

  /**
   * The repository's modules whose output {@code launch} holds, by their directory relative to the
   * root, with the entry: the kit's modules left out.
   */
  private Map<String, Path> usedModules(ProjectModules modules, List<Path> launch) {
    Map<String, Path> used = new LinkedHashMap<>();
    for (Path entry : launch) {
      modules
          .moduleOf(entry)
          .filter(module -> KIT_CLASSES.stream().noneMatch(kit -> holds(entry, kit)))
          .ifPresent(module -> used.putIfAbsent(module, entry));
    }
    return used;
  }

  private static boolean holds(Path entry, String resource) {
    if (Files.isDirectory(entry)) {
      return Files.isRegularFile(entry.resolve(resource));
    }
    try (java.util.zip.ZipFile jar = new java.util.zip.ZipFile(entry.toFile())) {
      return jar.getEntry(resource) != null;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * Builds {@code modules} at {@code commit} in {@code worktree}, a fresh worktree of the commit.
   *
   * @throws IllegalArgumentException made by {@link #git}, naming the ref, when it lacks one of the
   *     modules or the build fails (the failed build its cause)
   */
  private void compile(Path worktree, String commit, Set<String> modules, MavenCommand maven) {
    for (String module : modules) {
      if (!Files.isRegularFile(worktree.resolve(module).resolve("pom.xml"))) {
        throw git.invalid("the module " + module + " does not exist at " + at(commit));
      }
    }
    for (List<String> selection : selections(worktree, modules)) {
      List<String> command = new ArrayList<>(maven.commandFor(worktree));
      command.addAll(List.of("-B", "-q", "compile"));
      command.addAll(selection);
      command.add("-Dmaven.test.skip=true");
      command.addAll(maven.extraArguments());
      Commands.Result result = Commands.run(worktree, command, maven.deadline());
      if (!result.succeeded()) {
        throw git.invalid(
            "building " + String.join(", ", modules) + " at " + at(commit) + " failed, ",
            new CommandFailedException(command, result));
      }
    }
  }

  /**
   * How Maven selects {@code modules}: from the root project, the modules and what they need
   * ({@code -am -pl …}), or the root project itself when it is one of them; without a root project,
   * each module's pom on its own.
   */
  private static List<List<String>> selections(Path worktree, Set<String> modules) {
    if (!Files.isRegularFile(worktree.resolve("pom.xml"))) {
      return modules.stream().map(module -> List.of("-f", module + "/pom.xml")).toList();
    }
    if (modules.contains("")) {
      return List.of(List.of());
    }
    return List.of(List.of("-am", "-pl", String.join(",", modules)));
  }

  /** The ref and its {@code commit}, or the commit alone where the ref is its full name. */
  private String at(String commit) {
    return ref.equals(commit) ? commit : ref + " (" + commit + ")";
  }
}
