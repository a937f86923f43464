package io.kvperf.internal.build;

import io.kvperf.internal.build.BuiltRef.WorkingTree;
import io.kvperf.internal.settings.CompareSettings;
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

  private final String value;
  private final String ref;
  private final Path workingDirectory;

  private GitRefBuild(String value, Path workingDirectory) {
    this.value = value;
    this.ref = value.trim().substring(BuiltRef.PREFIX.length()).trim();
    this.workingDirectory = workingDirectory;
  }

  /** Whether {@code value} of {@code kvperf.compare} names a git ref. */
  static boolean names(String value) {
    return value.trim().startsWith(BuiltRef.PREFIX);
  }

  /**
   * The build {@code value} ({@code git:<ref>}) names, over {@code launch}, this build's class
   * path, for a test JVM running in {@code workingDirectory}.
   *
   * @throws InvalidSettingException naming the setting, the ref and the cause when the directory is
   *     in no git repository, the ref does not resolve, this build runs none of the repository's
   *     modules, the ref lacks one of them, or its build fails
   */
  static ComparedBuild of(
      String value,
      List<String> jvmArgs,
      MavenCommand maven,
      List<Path> launch,
      Path workingDirectory) {
    return built(value, maven, launch, workingDirectory).compared(jvmArgs);
  }

  /**
   * What {@link #of} builds, as a value: the commit, the checkout, the build's time and the
   * entries.
   *
   * @throws InvalidSettingException as {@link #of} does
   */
  static BuiltRef built(
      String value, MavenCommand maven, List<Path> launch, Path workingDirectory) {
    return new GitRefBuild(value, workingDirectory).build(maven, launch);
  }

  private BuiltRef build(MavenCommand maven, List<Path> launch) {
    if (ref.isEmpty()) {
      throw invalid("name a commit, a branch or a tag after 'git:'");
    }
    Path root = Path.of(git(workingDirectory, "rev-parse", "--show-toplevel")).normalize();
    String commit =
        gitOr(
            root,
            "the ref does not resolve to a commit",
            "rev-parse",
            "--verify",
            "--quiet",
            "--end-of-options",
            ref + "^{commit}");
    String head = git(root, "rev-parse", "HEAD");
    WorkingTree workingTree =
        git(root, "status", "--porcelain", "--untracked-files=no").isEmpty()
            ? WorkingTree.CLEAN
            : WorkingTree.UNCOMMITTED_CHANGES;
    ProjectModules modules = ProjectModules.of(root);
    Map<String, Path> used = usedModules(modules, launch);
    if (used.isEmpty()) {
      throw invalid(
          "this build's class path holds no output of the repository's own modules (besides the"
              + " kit's and the tests'), so there is nothing to build at "
              + ref);
    }
    GitRefCacheKey key = GitRefCacheKey.of(commit, maven);
    GitRefCache cache = new GitRefCache(root, this::git);
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
   * @throws InvalidSettingException naming the ref when it lacks one of the modules or the build
   *     fails
   */
  private void compile(Path worktree, String commit, Set<String> modules, MavenCommand maven) {
    for (String module : modules) {
      if (!Files.isRegularFile(worktree.resolve(module).resolve("pom.xml"))) {
        throw invalid("the module " + module + " does not exist at " + ref + " (" + commit + ")");
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
        CommandFailedException failed = new CommandFailedException(command, result);
        throw invalid(
            "building "
                + String.join(", ", modules)
                + " at "
                + ref
                + " ("
                + commit
                + ") failed, "
                + failed.getMessage(),
            failed);
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

  private String git(Path directory, String... arguments) {
    return gitOr(directory, null, arguments);
  }

  /** The output of {@code git arguments} in {@code directory}, or a clear error naming the ref. */
  private String gitOr(Path directory, String meaning, String... arguments) {
    List<String> command = new ArrayList<>();
    command.add("git");
    command.addAll(List.of(arguments));
    Commands.Result result = Commands.run(directory, command, Duration.ofMinutes(5));
    if (!result.succeeded()) {
      CommandFailedException failed = new CommandFailedException(command, result);
      throw invalid((meaning == null ? "" : meaning + ": ") + failed.getMessage(), failed);
    }
    return result.output().strip();
  }

  private InvalidSettingException invalid(String why) {
    return invalid(why, null);
  }

  private InvalidSettingException invalid(String why, CommandFailedException cause) {
    return new InvalidSettingException(CompareSettings.BUILD, value, why, cause);
  }
}
