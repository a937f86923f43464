package io.kvperf.internal.build;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The repository's Maven modules, by directory, and the artifact each builds. */
record ProjectModules(Path root, Map<String, String> artifactByModule) {
  /** Every {@code pom.xml} below {@code root}, build output and hidden directories left out. */
  static ProjectModules of(Path root) {
    Map<String, String> modules = new LinkedHashMap<>();
    try (var walk = Files.walk(root)) {
      walk.filter(path -> path.getFileName().toString().equals("pom.xml"))
          .filter(path -> !skipped(root.relativize(path)))
          .sorted()
          .forEach(
              pom ->
                  PomArtifact.of(pom)
                      .ifPresent(
                          artifact ->
                              modules.put(
                                  root.relativize(pom.getParent()).toString().replace('\\', '/'),
                                  artifact)));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list the modules of " + root, e);
    }
    return new ProjectModules(root, modules);
  }

  private static boolean skipped(Path relative) {
    for (Path part : relative) {
      String name = part.toString();
      if (name.equals("target") || name.startsWith(".") || name.equals("node_modules")) {
        return true;
      }
    }
    return false;
  }

  /**
   * The module {@code entry} is the output of: a {@code target/classes} directory of a module of
   * the repository, or a jar whose {@code pom.properties} names a module's artifact.
   */
  Optional<String> moduleOf(Path entry) {
    Path normal = entry.toAbsolutePath().normalize();
    if (Files.isDirectory(normal)
        && normal.startsWith(root)
        && normal.endsWith(Path.of("target", "classes"))) {
      String module = root.relativize(normal.getParent().getParent()).toString().replace('\\', '/');
      return artifactByModule.containsKey(module) ? Optional.of(module) : Optional.empty();
    }
    if (Files.isRegularFile(normal) && normal.toString().endsWith(".jar")) {
      Set<String> artifacts = new LinkedHashSet<>(PomArtifact.inJar(normal));
      return artifactByModule.entrySet().stream()
          .filter(module -> artifacts.contains(module.getValue()))
          .map(Map.Entry::getKey)
          .findFirst();
    }
    return Optional.empty();
  }
}
