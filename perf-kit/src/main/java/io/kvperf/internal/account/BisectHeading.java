package io.kvperf.internal.account;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The opening of a bisect's account: the steps searched and what the search found.
 *
 * @param steps the steps of the range, oldest first, each compared with the oldest
 * @param conclusion what the search found
 * @param lastSame the latest step known not to have moved (the oldest, at least)
 * @param firstMoved the earliest step known to have moved; empty when the newest did not
 * @param gaps the steps that could not run here and were stepped around, oldest first
 */
public record BisectHeading(
    BisectSteps steps,
    Conclusion conclusion,
    String lastSame,
    Optional<String> firstMoved,
    List<String> gaps)
    implements ComparisonLine {
  /** What a bisect's search found. */
  public enum Conclusion {
    /** The first step that moved, next to the last that did not. */
    FIRST_MOVED_FOUND,
    /** The newest step did not move: nothing to bisect. */
    NOTHING_MOVED,
    /** The two ends' comparison was inconclusive: no range to bisect. */
    ENDS_UNCLEAR,
    /** The move lies between two steps, and no step between them could run. */
    BOUNDED_BY_GAPS,
    /** A comparison in the range was inconclusive: the move lies between two steps. */
    STEP_UNCLEAR
  }

  /** Checks the values are present and copies the gaps. */
  public BisectHeading {
    Objects.requireNonNull(steps, "steps");
    Objects.requireNonNull(conclusion, "conclusion");
    Objects.requireNonNull(lastSame, "lastSame");
    Objects.requireNonNull(firstMoved, "firstMoved");
    gaps = List.copyOf(gaps);
  }

  /** The oldest step, which every other was compared with. */
  public String oldest() {
    return steps.oldest();
  }

  /** The newest step, whose comparison gives the verdict. */
  public String newest() {
    return steps.newest();
  }
}
