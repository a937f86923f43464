package io.kvperf.internal.account;

import java.util.List;
import java.util.Objects;

/**
 * One arm of a comparison: which build it is, the JVM options it adds, and the class path entries
 * that make it differ from the other arm.
 *
 * @param name {@code A} (this build) or {@code B} (the build compared with)
 * @param description what the build is, e.g. {@code org.rocksdb:rocksdbjni:10.10.1}
 * @param jvmOptions the options it adds to its forks
 * @param changed the class path entries the other arm does not have
 */
public record ComparedArm(
    String name, String description, List<String> jvmOptions, List<ClassPathEntry> changed)
    implements ComparisonLine {
  /**
   * A class path entry, as a reader knows it, with its digest.
   *
   * @param name a jar's file name, or a module's output by its module
   * @param sha256 the SHA-256 of its bytes, in hexadecimal
   */
  public record ClassPathEntry(String name, String sha256) {
    /** Checks the values are present. */
    public ClassPathEntry {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(sha256, "sha256");
    }
  }

  /** Checks the names are present and copies the lists. */
  public ComparedArm {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    jvmOptions = List.copyOf(jvmOptions);
    changed = List.copyOf(changed);
  }
}
