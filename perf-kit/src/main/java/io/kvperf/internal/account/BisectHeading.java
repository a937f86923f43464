package io.kvperf.internal.account;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The opening of a bisect's account: the range searched and what the search found.
 *
 * @param artifact the artifact's coordinates up to its version, {@code group:artifact:}
 * @param versions the released versions of the range, oldest first, each compared with the oldest
 * @param conclusion what the search found
 * @param lastSame the latest version known not to have moved (the oldest, at least)
 * @param firstMoved the earliest version known to have moved; empty when the newest did not
 * @param gaps the versions that could not run here and were stepped around, oldest first
 */
public record BisectHeading(
    String artifact,
    List<String> versions,
    Conclusion conclusion,
    String lastSame,
    Optional<String> firstMoved,
    List<String> gaps)
    implements ComparisonLine {
  /** What a bisect's search found. */
  public enum Conclusion {
    /** The first version that moved, next to the last that did not. */
    FIRST_MOVED_FOUND,
    /** The newest version did not move: nothing to bisect. */
    NOTHING_MOVED,
    /** The two ends' comparison was inconclusive: no range to bisect. */
    ENDS_UNCLEAR,
    /** The move lies between two versions, and no version between them could run. */
    BOUNDED_BY_GAPS,
    /** A comparison in the range was inconclusive: the move lies between two versions. */
    STEP_UNCLEAR
  }

  /** Checks the values are present and copies the lists. */
  public BisectHeading {
    Objects.requireNonNull(artifact, "artifact");
    versions = List.copyOf(versions);
    Objects.requireNonNull(conclusion, "conclusion");
    Objects.requireNonNull(lastSame, "lastSame");
    Objects.requireNonNull(firstMoved, "firstMoved");
    gaps = List.copyOf(gaps);
    if (versions.size() < 2) {
      throw new IllegalArgumentException("a bisect needs two versions at least");
    }
  }

  /** The oldest version, which every other was compared with. */
  public String oldest() {
    return versions.get(0);
  }

  /** The newest version, whose comparison gives the verdict. */
  public String newest() {
    return versions.get(versions.size() - 1);
  }
}
