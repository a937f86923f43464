package io.kvperf.internal.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * One build of an engine that a comparison measures: the whole class path its forks run on, the JVM
 * options it adds, and the entries that make it differ from the other arm (for reports, each with
 * its SHA-256).
 *
 * @param name {@code A} (this build) or {@code B} (the build compared with)
 * @param description what the build is, e.g. {@code this build} or {@code
 *     org.rocksdb:rocksdbjni:10.10.1}
 * @param classPath every entry the arm's forks load classes from, in order
 * @param jvmArgs options added to the arm's forks after the contract's own
 * @param changed the entries of {@code classPath} the other arm does not have
 */
public record Arm(
    String name,
    String description,
    List<Path> classPath,
    List<String> jvmArgs,
    List<Path> changed) {
  /** Checks every field is present and the class path is not empty. */
  public Arm {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    classPath = List.copyOf(classPath);
    jvmArgs = List.copyOf(jvmArgs);
    changed = List.copyOf(changed);
    if (classPath.isEmpty()) {
      throw new IllegalArgumentException("arm " + name + " has an empty class path");
    }
  }

  /**
   * The changed entries that hold a native library ({@code .so}, {@code .dylib}, {@code .dll} or
   * {@code .jnilib}, in a jar or a directory), by name: where either arm has one, the two arms run
   * different native code.
   */
  public List<String> nativeLibraryEntries() {
    return changed.stream().filter(ArmClassPath::holdsNativeLibrary).map(Arm::name).toList();
  }

  /** The changed entries with their SHA-256, one per line, or {@code none} on one line. */
  public String describeChanged() {
    if (changed.isEmpty()) {
      return "no class path entry of its own";
    }
    StringBuilder text = new StringBuilder();
    for (Path entry : changed) {
      if (text.length() > 0) {
        text.append("; ");
      }
      text.append(name(entry)).append(" sha256 ").append(ArmClassPath.sha256(entry));
    }
    return text.toString();
  }

  /**
   * An entry as a reader knows it: a jar's file name, or a module's output by its module, {@code
   * store/target/classes}.
   */
  public static String name(Path entry) {
    int count = entry.getNameCount();
    return entry.endsWith(Path.of("target", "classes")) && count >= 3
        ? entry.subpath(count - 3, count).toString().replace('\\', '/')
        : entry.getFileName().toString();
  }
}
