package io.kvperf.internal.account;

import java.util.List;

/**
 * The arms ran a fork each because they load different native libraries, which one JVM cannot keep
 * apart.
 *
 * @param entries the class path entries holding the native libraries, by name
 */
public record NativeLibrariesApart(List<String> entries) implements ComparisonLine {
  /** Copies the list. */
  public NativeLibrariesApart {
    entries = List.copyOf(entries);
  }
}
