package io.kvperf.internal.arms;

import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.build.ComparedBuildParser;
import io.kvperf.internal.settings.KvPerfSettings;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * The builds of {@code kvperf.compare}, parsed once for the run and kept in its context.
 *
 * @param list one build, or one per version of a sweep
 * @param bisectRange for a bisect, every released version from the first of {@code list} to the
 *     second, oldest first; empty otherwise
 * @param jvmArgs the compared builds' own JVM options, as given
 * @param loader the loader that finds the coordinate resolver, for the versions a bisect picks
 */
public record ComparedBuilds(
    List<ComparedBuild> list, List<String> bisectRange, String jvmArgs, ClassLoader loader) {

  /**
   * The compared builds of a run under {@code settings}, parsed (and their coordinates resolved by
   * {@code loader}'s resolver) before any fork: one, or one per version of a version sweep; empty
   * when {@code kvperf.compare} is not set.
   *
   * @throws ExtensionConfigurationException naming the setting and the value when it is invalid
   */
  public static Optional<ComparedBuilds> of(KvPerfSettings settings, ClassLoader loader) {
    if (settings.compare().build().isEmpty()) {
      return Optional.empty();
    }
    try {
      String value = settings.compare().build().orElseThrow();
      return Optional.of(
          new ComparedBuilds(
              ComparedBuildParser.parseAll(value, settings.compare(), loader),
              settings.compare().bisect()
                  ? ComparedBuildParser.versionRange(value, loader)
                  : List.of(),
              settings.compare().jvmArgs(),
              loader));
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(e.getMessage(), e);
    }
  }

  /** Whether the builds are the two ends of a bisect. */
  boolean bisected() {
    return !bisectRange.isEmpty();
  }
}
