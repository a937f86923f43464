package io.kvperf.internal.arms;

import io.kvperf.internal.build.BisectRange;
import io.kvperf.internal.build.BisectRangeParser;
import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.build.ComparedBuildParser;
import io.kvperf.internal.settings.KvPerfSettings;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * The builds of {@code kvperf.compare}, parsed once for the run and kept in its context.
 *
 * @param list one build, or one per version of a sweep, or a bisect's two ends
 * @param bisectRange for a bisect, the range of versions or commits it searches; empty otherwise
 */
public record ComparedBuilds(List<ComparedBuild> list, Optional<BisectRange> bisectRange) {
  /** Copies the list. */
  public ComparedBuilds {
    list = List.copyOf(list);
  }

  /**
   * The compared builds of a run under {@code settings}, parsed (and their coordinates resolved by
   * {@code loader}'s resolver, a git ref built) before any fork: one, or one per version of a
   * version sweep, or the two ends of a bisect's range; empty when {@code kvperf.compare} is not
   * set.
   *
   * @throws ExtensionConfigurationException naming the setting and the value when it is invalid
   */
  public static Optional<ComparedBuilds> of(KvPerfSettings settings, ClassLoader loader) {
    if (settings.compare().build().isEmpty()) {
      return Optional.empty();
    }
    try {
      String value = settings.compare().build().orElseThrow();
      if (settings.compare().bisect()) {
        BisectRange range = BisectRangeParser.parse(value, settings.compare(), loader);
        return Optional.of(new ComparedBuilds(range.ends(), Optional.of(range)));
      }
      return Optional.of(
          new ComparedBuilds(
              ComparedBuildParser.parseAll(value, settings.compare(), loader), Optional.empty()));
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(e.getMessage(), e);
    }
  }

  /** Whether the builds are the two ends of a bisect. */
  boolean bisected() {
    return bisectRange.isPresent();
  }
}
