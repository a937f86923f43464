package io.kvperf.internal.arms;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The search of a bisect over a range of steps (versions or commits), oldest first: the first step
 * whose figures moved beyond the budget against the oldest, halving the range each time, as
 * Pinpoint bisects commits. It assumes one move in the range: once a step has moved, the later ones
 * stay moved.
 */
public final class Bisection {
  private Bisection() {}

  /** What one comparison of a step against the oldest said. */
  public enum Step {
    /** Beyond the budget: the comparison FAILED. */
    MOVED,
    /** Within the budget: the comparison PASSED. */
    SAME,
    /** Neither could be shown: the comparison was INCONCLUSIVE. */
    UNCLEAR,
    /** The step could not run here (its build or its arm failed): a gap the search steps around. */
    CANNOT_RUN
  }

  /** Whether every comparison the search relied on said moved or not. */
  public enum Clarity {
    /** Each said moved or not: the move, if any, lies where they put it. */
    CLEAR,
    /**
     * A comparison was inconclusive, or the newest step could not run, so that the move lies
     * somewhere after the last step known not to have moved.
     */
    UNCLEAR
  }

  /**
   * Where the search ended.
   *
   * @param measured the indices compared with the oldest, in the order they were
   * @param lastSame the latest index known not to have moved (0, the oldest, at least)
   * @param firstMoved the earliest index known to have moved, or -1 if the newest did not
   * @param clarity {@link Clarity#UNCLEAR} where a comparison was inconclusive, so that the move
   *     lies somewhere after {@code lastSame} and no later than {@code firstMoved}
   * @param gaps the indices whose step could not run, stepped around, in the order met
   */
  public record Finding(
      List<Integer> measured, int lastSame, int firstMoved, Clarity clarity, List<Integer> gaps) {
    /** Copies the lists. */
    public Finding {
      measured = List.copyOf(measured);
      gaps = List.copyOf(gaps);
    }

    /** A finding of a search that met no step it could not run. */
    public Finding(List<Integer> measured, int lastSame, int firstMoved, Clarity clarity) {
      this(measured, lastSame, firstMoved, clarity, List.of());
    }

    /** Whether a comparison was inconclusive. */
    public boolean unclear() {
      return clarity == Clarity.UNCLEAR;
    }

    /** Whether the search named the first step that moved: adjacent to the last that did not. */
    public boolean found() {
      return !unclear() && firstMoved == lastSame + 1;
    }

    /**
     * Whether only steps that could not run lie between the last that did not move and the first
     * that did: the move is in that span, and no comparison can narrow it.
     */
    public boolean boundedByGaps() {
      if (unclear() || firstMoved < 0 || found()) {
        return false;
      }
      for (int index = lastSame + 1; index < firstMoved; index++) {
        if (!gaps.contains(index)) {
          return false;
        }
      }
      return true;
    }
  }

  /**
   * Searches {@code steps} steps (at least two), {@code compareWithOldest} comparing the step at an
   * index with the oldest (index 0): first the newest, then halves.
   */
  public static Finding search(int steps, IntFunction<Step> compareWithOldest) {
    if (steps < 2) {
      throw new IllegalArgumentException("a bisect needs two steps at least, had " + steps);
    }
    List<Integer> measured = new ArrayList<>();
    List<Integer> gaps = new ArrayList<>();
    int lo = 0;
    int hi = steps - 1;
    measured.add(hi);
    Step ends = compareWithOldest.apply(hi);
    if (ends == Step.CANNOT_RUN) {
      return new Finding(measured, 0, -1, Clarity.UNCLEAR, List.of(hi));
    }
    if (ends != Step.MOVED) {
      return new Finding(
          measured,
          ends == Step.SAME ? hi : 0,
          -1,
          ends == Step.UNCLEAR ? Clarity.UNCLEAR : Clarity.CLEAR);
    }
    while (true) {
      int next = nearestToMiddle(lo, hi, gaps);
      if (next < 0) {
        return new Finding(measured, lo, hi, Clarity.CLEAR, gaps);
      }
      measured.add(next);
      Step step = compareWithOldest.apply(next);
      switch (step) {
        case CANNOT_RUN -> gaps.add(next);
        case UNCLEAR -> {
          return new Finding(measured, lo, hi, Clarity.UNCLEAR, gaps);
        }
        case MOVED -> hi = next;
        case SAME -> lo = next;
      }
    }
  }

  /**
   * The index strictly between {@code lo} and {@code hi} nearest their middle that is no gap (the
   * lower of two as near), or -1 when there is none.
   */
  static int nearestToMiddle(int lo, int hi, List<Integer> gaps) {
    int mid = (lo + hi) >>> 1;
    for (int offset = 0; offset < hi - lo; offset++) {
      for (int candidate : new int[] {mid - offset, mid + offset}) {
        if (candidate > lo && candidate < hi && !gaps.contains(candidate)) {
          return candidate;
        }
      }
    }
    return -1;
  }
}
