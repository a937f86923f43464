package io.kvperf.internal.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The class files of class path entries, to tell a compared build that can change what this build
 * runs from one that cannot: a jar of classes this build never loads, given by mistake, would
 * otherwise make arm B this build again, an A/A comparison under another name.
 */
public final class ClassEntries {
  private ClassEntries() {}

  /**
   * Why {@code changed}, the compared build's own entries, cannot change what {@code launch} runs:
   * they hold classes, replace no artifact of {@code launch}, and none of their classes is on it.
   * Empty when they can (or hold no classes at all, such as a directory of resources).
   */
  public static java.util.Optional<String> changesNothing(List<Path> changed, List<Path> launch) {
    if (ArmClassPath.replacing(launch, changed).size() < launch.size() + changed.size()) {
      return java.util.Optional.empty();
    }
    Set<String> theirs = new HashSet<>();
    changed.forEach(entry -> theirs.addAll(of(entry)));
    if (theirs.isEmpty()) {
      return java.util.Optional.empty();
    }
    for (Path entry : launch) {
      if (of(entry).stream().anyMatch(theirs::contains)) {
        return java.util.Optional.empty();
      }
    }
    return java.util.Optional.of(
        "none of its "
            + theirs.size()
            + " classes is on this build's class path and it replaces none of its jars, so it"
            + " would run this build again; give the engine's own jars, or the build output of its"
            + " adapter");
  }

  /** The class files {@code entry} holds (a jar or a directory), as resource names. */
  public static Set<String> of(Path entry) {
    Set<String> classes = new HashSet<>();
    try {
      if (Files.isDirectory(entry)) {
        try (Stream<Path> walk = Files.walk(entry)) {
          walk.filter(file -> file.toString().endsWith(".class"))
              .forEach(file -> classes.add(entry.relativize(file).toString().replace('\\', '/')));
        }
      } else if (Files.isRegularFile(entry)) {
        try (ZipFile jar = new ZipFile(entry.toFile())) {
          jar.stream()
              .map(ZipEntry::getName)
              .filter(name -> name.endsWith(".class") && !name.startsWith("META-INF/"))
              .forEach(classes::add);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list the classes of " + entry, e);
    }
    return classes;
  }
}
