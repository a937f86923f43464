package io.kvperf.internal.build;

import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.InvalidSettingException;

/**
 * Reads the value of {@code kvperf.compare} that {@code kvperf.compare.bisect=true} bisects into
 * its range ({@link BisectRange}): two versions of one artifact ({@code group:artifact:from,to}),
 * or two refs of the repository the tests run in ({@code git:<good>..<bad>}).
 */
public final class BisectRangeParser {
  private BisectRangeParser() {}

  /**
   * The range {@code value} names, under {@code settings}: versions listed by {@code loader}'s
   * resolver, or commits of the repository the tests run in; both ends built.
   *
   * @throws InvalidSettingException naming the setting and the value when it names no range, the
   *     range cannot be listed, or an end cannot be built
   */
  public static BisectRange parse(String value, CompareSettings settings, ClassLoader loader) {
    if (GitRange.names(value)) {
      return CommitRange.of(value, ComparedBuildParser.gitSetup(settings));
    }
    if (GitRefBuild.names(value)) {
      throw ComparedBuildParser.invalid(
          value, "a bisect of commits needs both ends, git:<good>..<bad>");
    }
    return VersionRange.of(value, settings, loader);
  }
}
