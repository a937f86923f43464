package io.kvperf.internal.build;

import io.kvperf.internal.account.BisectSteps;
import io.kvperf.internal.account.BisectSteps.Kind;
import io.kvperf.internal.files.SafeFileName;
import io.kvperf.internal.settings.CompareSettings;
import java.util.List;

/**
 * The released versions of one artifact from one version to another ({@code
 * group:artifact:from,to}), listed by the coordinate resolver; each version between the ends is
 * resolved when the search reaches it.
 *
 * @param steps the versions, oldest first, after the artifact's {@code group:artifact:}
 * @param ends the two ends, resolved
 * @param jvmArgs {@code kvperf.compare.jvmArgs}, as given
 * @param loader the loader that finds the coordinate resolver
 */
record VersionRange(BisectSteps steps, List<ComparedBuild> ends, String jvmArgs, ClassLoader loader)
    implements BisectRange {
  VersionRange {
    ends = List.copyOf(ends);
  }

  /** The range {@code value} names, both ends resolved. */
  static VersionRange of(String value, CompareSettings settings, ClassLoader loader) {
    List<String> versions = ComparedBuildParser.versionRange(value, loader);
    String text = value.trim();
    return new VersionRange(
        new BisectSteps(
            Kind.RELEASED_VERSIONS, text.substring(0, text.lastIndexOf(':') + 1), versions),
        ComparedBuildParser.parseAll(value, settings, loader),
        settings.jvmArgs(),
        loader);
  }

  @Override
  public ComparedBuild build(int index) {
    if (index == 0) {
      return ends.get(0);
    }
    if (index == steps.size() - 1) {
      return ends.get(1);
    }
    return ComparedBuildParser.parse(steps.prefix() + steps.names().get(index), jvmArgs, loader);
  }

  @Override
  public String directoryName(int index) {
    return "version-" + SafeFileName.of(steps.names().get(index));
  }
}
