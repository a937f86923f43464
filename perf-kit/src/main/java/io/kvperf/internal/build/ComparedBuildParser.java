package io.kvperf.internal.build;

import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.GitBuildSettings;
import io.kvperf.internal.settings.InvalidSettingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Reads {@code kvperf.compare} into the builds it names ({@link ComparedBuild}):
 *
 * <ul>
 *   <li>{@code this}: this build's own class path again, an A/A comparison that shows what the
 *       decision makes of no change on this machine;
 *   <li>jars or directories, separated by the path separator (a value with a {@code /} or ending in
 *       {@code .jar}), such as the merge base's build output;
 *   <li>Maven coordinates {@code group:artifact:version}, several separated by {@code ;}, resolved
 *       with their runtime dependencies by a {@link CoordinateResolver};
 *   <li>a version sweep, one artifact's versions separated by commas ({@code
 *       org.rocksdb:rocksdbjni:10.2.1,10.10.1,11.1.2}): one build per version ({@link #parseAll});
 *   <li>{@code git:<ref>}: this project's own modules built at a git commit ({@link GitRefBuild});
 *   <li>for a bisect ({@link BisectRange}), two versions of one artifact or {@code
 *       git:<good>..<bad>}, the ends of the range.
 * </ul>
 */
public final class ComparedBuildParser {
  private ComparedBuildParser() {}

  /**
   * Parses the settings; coordinates are resolved by the first {@link CoordinateResolver} that
   * {@code loader} finds.
   *
   * @throws InvalidSettingException naming the setting and the value when a path does not exist,
   *     coordinates are malformed, or no resolver is on the class path
   */
  public static ComparedBuild parse(String value, String jvmArgs, ClassLoader loader) {
    String text = value.trim();
    List<String> options = options(jvmArgs);
    if (text.equals("this")) {
      return new ComparedBuild("this build again (A/A)", List.of(), options);
    }
    if (GitRefBuild.names(text)) {
      throw invalid(value, "a git ref is built once per run, not per version");
    }
    if (text.isEmpty()) {
      throw invalid(value, "give jars, directories, Maven coordinates or 'this'");
    }
    if (text.contains("/") || text.contains("\\") || text.endsWith(".jar")) {
      return new ComparedBuild(text, paths(value, text), options);
    }
    return new ComparedBuild(text, resolve(value, text, loader), options);
  }

  /**
   * The builds {@code value} names: one, or for a version sweep ({@code group:artifact:v1,v2,…})
   * one per version in the order given, the first being the one the others are compared with.
   *
   * @throws InvalidSettingException as {@link #parse} does, and for a sweep of fewer than two
   *     distinct versions or of several artifacts
   */
  public static List<ComparedBuild> parseAll(
      String value, CompareSettings settings, ClassLoader loader) {
    String jvmArgs = settings.jvmArgs();
    String text = value.trim();
    if (GitRange.names(text)) {
      throw invalid(
          value,
          "a range of commits is bisected: add "
              + CompareSettings.BISECT
              + "=true, or name one ref, git:<ref>");
    }
    if (GitRefBuild.names(text)) {
      return List.of(GitRefBuild.of(value, gitSetup(settings)));
    }
    if (!text.contains(",") || sweepVersions(text).isEmpty()) {
      return List.of(parse(value, jvmArgs, loader));
    }
    List<String> versions = sweepVersions(text);
    if (versions.size() < 2) {
      throw invalid(value, "a version sweep needs at least two distinct versions");
    }
    String artifact = text.substring(0, text.lastIndexOf(':') + 1);
    return versions.stream().map(version -> parse(artifact + version, jvmArgs, loader)).toList();
  }

  /** How this run builds a git ref, as {@code settings} say, in the directory the tests run in. */
  static GitRefBuild.Setup gitSetup(CompareSettings settings) {
    GitBuildSettings git = settings.gitBuild();
    return new GitRefBuild.Setup(
        options(settings.jvmArgs()),
        new MavenCommand(git.mavenCommand(), git.mavenArgs(), git.timeout()),
        ArmClassPath.launch(),
        Path.of("").toAbsolutePath());
  }

  /** {@code kvperf.compare.jvmArgs}, split on white space. */
  private static List<String> options(String jvmArgs) {
    return Arrays.stream(jvmArgs.trim().split("\\s+")).filter(a -> !a.isEmpty()).toList();
  }

  /**
   * The distinct versions after the last {@code :} of {@code text}, when it names one artifact (no
   * {@code ;}, no path); empty otherwise.
   */
  private static List<String> sweepVersions(String text) {
    int lastColon = text.lastIndexOf(':');
    if (lastColon < 0 || text.contains(";") || text.contains("/")) {
      return List.of();
    }
    return Arrays.stream(text.substring(lastColon + 1).split(","))
        .map(String::trim)
        .filter(version -> !version.isEmpty())
        .distinct()
        .toList();
  }

  private static List<Path> paths(String value, String text) {
    List<Path> entries = new ArrayList<>();
    for (String entry : text.split(java.io.File.pathSeparator)) {
      if (entry.isBlank()) {
        continue;
      }
      Path path = Path.of(entry.trim()).toAbsolutePath().normalize();
      if (!Files.exists(path)) {
        throw invalid(value, "no such file or directory " + path);
      }
      entries.add(path);
    }
    return entries;
  }

  private static List<Path> resolve(String value, String text, ClassLoader loader) {
    List<String> coordinates =
        Arrays.stream(text.split(";")).map(String::trim).filter(c -> !c.isEmpty()).toList();
    for (String each : coordinates) {
      int parts = each.split(":", -1).length;
      if (parts < 3 || parts > 5 || Arrays.stream(each.split(":")).anyMatch(String::isBlank)) {
        throw invalid(
            value, "'" + each + "' is not group:artifact[:extension[:classifier]]:version");
      }
      if (each.contains(",")) {
        throw invalid(
            value,
            "'" + each + "' names several versions: a version sweep names one artifact alone");
      }
    }
    CoordinateResolver resolver = resolver(value, loader);
    List<Path> entries = new ArrayList<>();
    for (String each : coordinates) {
      for (Path jar : resolver.resolve(each)) {
        if (!entries.contains(jar)) {
          entries.add(jar);
        }
      }
    }
    return entries;
  }

  private static CoordinateResolver resolver(String value, ClassLoader loader) {
    return ServiceLoader.load(CoordinateResolver.class, loader)
        .findFirst()
        .orElseThrow(
            () ->
                invalid(
                    value,
                    "Maven coordinates need a resolver on the test class path: add the test"
                        + " dependency io.kvperf:kvperf-maven-arms"));
  }

  /**
   * The versions a bisect searches: for a sweep of two versions ({@code group:artifact:v1,v2}),
   * every released version from the first to the second, both included, oldest first.
   *
   * @throws InvalidSettingException naming the setting and the value when it is not a sweep of two
   *     versions, or the resolver cannot list them, or the range does not start and end with them
   */
  public static List<String> versionRange(String value, ClassLoader loader) {
    String text = value.trim();
    List<String> ends = sweepVersions(text);
    if (ends.size() != 2) {
      throw invalid(
          value,
          "a bisect needs the two ends of a range: two released versions of one artifact,"
              + " group:artifact:from,to, or two commits, git:<good>..<bad>");
    }
    String artifact = text.substring(0, text.lastIndexOf(':'));
    List<String> versions = resolver(value, loader).versions(artifact, ends.get(0), ends.get(1));
    if (versions.size() < 2
        || !versions.get(0).equals(ends.get(0))
        || !versions.get(versions.size() - 1).equals(ends.get(1))) {
      throw invalid(
          value,
          "the released versions from "
              + ends.get(0)
              + " to "
              + ends.get(1)
              + " are "
              + versions
              + ": give two released versions, the older first");
    }
    return versions;
  }

  /** The error that {@code value} of {@code kvperf.compare} is invalid, and {@code why}. */
  static InvalidSettingException invalid(String value, String why) {
    return new InvalidSettingException(ComparedBuild.PROPERTY, value, why);
  }
}
