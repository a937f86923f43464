package io.kvperf.internal.build;

import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.run.ClassEntries;
import io.kvperf.internal.settings.CompareSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * The build a comparison measures against this one, as {@code kvperf.compare} names it ({@link
 * ComparedBuildParser}): this build again, jars or directories, Maven coordinates, one version of a
 * sweep, or this project's own modules built at a git ref.
 *
 * <p>Its entries go before this build's class path and take the place of the same Maven artifacts
 * ({@link ArmClassPath}) and of the entries it names as replaced; {@code kvperf.compare.jvmArgs}
 * adds JVM options to its forks only.
 *
 * @param description the value as given, for reports
 * @param entries the class path entries it puts first; empty for {@code this}
 * @param replaces entries of this build's class path that its entries take the place of (a git
 *     ref's module outputs replace this build's outputs of the same modules); empty otherwise
 * @param jvmArgs options added to its forks only
 */
public record ComparedBuild(
    String description, List<Path> entries, List<Path> replaces, List<String> jvmArgs) {
  /** The setting naming the build to compare with. */
  public static final String PROPERTY = CompareSettings.BUILD;

  /** The setting of JVM options for the compared build's forks only. */
  public static final String JVM_ARGS_PROPERTY = CompareSettings.JVM_ARGS;

  /** Checks every field is present. */
  public ComparedBuild {
    Objects.requireNonNull(description, "description");
    entries = List.copyOf(entries);
    replaces = List.copyOf(replaces);
    jvmArgs = List.copyOf(jvmArgs);
  }

  /** A build whose entries replace only what their Maven artifacts or classes shadow. */
  public ComparedBuild(String description, List<Path> entries, List<String> jvmArgs) {
    this(description, entries, List.of(), jvmArgs);
  }

  /**
   * This build as arm {@code name} over {@code launch}, the class path it replaces entries of: the
   * arm of a version sweep, where each version is compared with the first.
   */
  public Arm arm(String name, List<Path> launch) {
    checkChangesSomething(name, launch);
    return new Arm(
        name, description, ArmClassPath.replacing(unreplaced(launch), entries), jvmArgs, entries);
  }

  /**
   * Fails when this build's entries cannot change what {@code launch} runs ({@link
   * ClassEntries#changesNothing}), naming the arm and why; entries that replace some of {@code
   * launch}'s by name always change it.
   */
  private void checkChangesSomething(String name, List<Path> launch) {
    if (launch.stream().anyMatch(replaces::contains)) {
      return;
    }
    ClassEntries.changesNothing(entries, launch)
        .ifPresent(
            why -> {
              throw new IllegalArgumentException(
                  "arm " + name + " (" + description + ") changes nothing this build runs: " + why);
            });
  }

  /**
   * This build and the compared one, as arms A and B over {@code launch}, this build's class path.
   *
   * @throws IllegalArgumentException when the compared build's entries hold classes but cannot
   *     change what {@code launch} runs
   */
  public List<Arm> arms(List<Path> launch) {
    checkChangesSomething("B", launch);
    List<Path> other = ArmClassPath.replacing(unreplaced(launch), entries);
    List<Path> onlyThis = launch.stream().filter(entry -> !other.contains(entry)).toList();
    return List.of(
        new Arm("A", "this build", launch, List.of(), onlyThis),
        new Arm("B", description, other, jvmArgs, entries));
  }

  /** {@code launch} without the entries this build replaces. */
  private List<Path> unreplaced(List<Path> launch) {
    return launch.stream().filter(entry -> !replaces.contains(entry)).toList();
  }
}
