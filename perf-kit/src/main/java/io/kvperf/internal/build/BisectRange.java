package io.kvperf.internal.build;

import io.kvperf.internal.account.BisectSteps;
import java.util.List;

/**
 * The range a bisect searches ({@code kvperf.compare.bisect=true}): its steps, oldest first, and
 * the build of each, had when the search reaches it. The released versions of one artifact between
 * two ({@code group:artifact:from,to}, {@link VersionRange}), or a commit known good and the
 * first-parent commits after it up to one that moved ({@code git:<good>..<bad>}, {@link
 * CommitRange}), as {@link BisectRangeParser} reads them. Both ends are resolved and built before
 * any fork, so that a range that cannot be bisected fails every invocation first.
 */
public interface BisectRange {
  /** The steps, by name, oldest first. */
  BisectSteps steps();

  /** The two ends, built: the oldest (known good) and the newest. */
  List<ComparedBuild> ends();

  /**
   * The build of the step at {@code index}.
   *
   * @throws IllegalArgumentException whose message is the cause, when it cannot be had here (for a
   *     commit, an {@code UnbuildableCommitException}: the commit and why, the setting being valid)
   */
  ComparedBuild build(int index);

  /**
   * The name of the directory, under the run's, of the comparison of the step at {@code index} with
   * the oldest: {@code version-9.1.0}, {@code commit-3f2a9c1d0b4e}.
   */
  String directoryName(int index);
}
