package io.kvperf.internal.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The search of a bisect over a range of versions, oldest first: the first version whose figures
 * moved beyond the budget against the oldest, halving the range each time, as Pinpoint bisects
 * commits. It assumes one move in the range: once a version has moved, the later ones stay moved.
 */
public final class VersionBisection {
  private VersionBisection() {}

  /** What one comparison of a version against the oldest said. */
  public enum Step {
    /** Beyond the budget: the comparison FAILED. */
    MOVED,
    /** Within the budget: the comparison PASSED. */
    SAME,
    /** Neither could be shown: the comparison was INCONCLUSIVE. */
    UNCLEAR
  }

  /**
   * Where the search ended.
   *
   * @param measured the indices compared with the oldest, in the order they were
   * @param lastSame the latest index known not to have moved (0, the oldest, at least)
   * @param firstMoved the earliest index known to have moved, or -1 if the newest did not
   * @param unclear whether a comparison was inconclusive, so that the move lies somewhere after
   *     {@code lastSame} and no later than {@code firstMoved}
   */
  public record Finding(List<Integer> measured, int lastSame, int firstMoved, boolean unclear) {
    /** Copies the list. */
    public Finding {
      measured = List.copyOf(measured);
    }

    /** Whether the search named the first version that moved: adjacent to the last that did not. */
    public boolean found() {
      return !unclear && firstMoved == lastSame + 1;
    }
  }

  /**
   * Searches {@code versions} versions (at least two), {@code compareWithOldest} comparing the
   * version at an index with the oldest (index 0): first the newest, then halves.
   */
  public static Finding search(int versions, IntFunction<Step> compareWithOldest) {
    if (versions < 2) {
      throw new IllegalArgumentException("a bisect needs two versions at least, had " + versions);
    }
    List<Integer> measured = new ArrayList<>();
    int lo = 0;
    int hi = versions - 1;
    measured.add(hi);
    Step ends = compareWithOldest.apply(hi);
    if (ends != Step.MOVED) {
      return new Finding(measured, ends == Step.SAME ? hi : 0, -1, ends == Step.UNCLEAR);
    }
    while (hi - lo > 1) {
      int mid = (lo + hi) >>> 1;
      measured.add(mid);
      Step step = compareWithOldest.apply(mid);
      if (step == Step.UNCLEAR) {
        return new Finding(measured, lo, hi, true);
      }
      if (step == Step.MOVED) {
        hi = mid;
      } else {
        lo = mid;
      }
    }
    return new Finding(measured, lo, hi, false);
  }
}
