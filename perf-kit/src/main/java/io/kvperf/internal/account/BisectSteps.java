package io.kvperf.internal.account;

import java.util.List;
import java.util.Objects;

/**
 * The steps a bisect searches, oldest first, each compared with the oldest: the released versions
 * of one artifact, or a commit known good and the first-parent commits after it.
 *
 * @param kind what the steps are
 * @param prefix what precedes a step's name in the name of its build: {@code group:artifact:} for
 *     versions, {@code git:} for commits
 * @param names each step's name, oldest first: a version, or a commit's first 12 hex digits
 */
public record BisectSteps(Kind kind, String prefix, List<String> names) {
  /** What a bisect's steps are. */
  public enum Kind {
    /** The released versions of one artifact from one version to another, both included. */
    RELEASED_VERSIONS,
    /**
     * A commit known good, then each commit on the first-parent line after it up to the one that
     * moved, as {@code git rev-list --first-parent --reverse good..bad} lists them.
     */
    FIRST_PARENT_COMMITS
  }

  /** Checks the values are present, copies the names, and checks there are two at least. */
  public BisectSteps {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(prefix, "prefix");
    names = List.copyOf(names);
    if (names.size() < 2) {
      throw new IllegalArgumentException("a bisect needs two steps at least, had " + names);
    }
  }

  /** The oldest step, the known-good end, which every other is compared with. */
  public String oldest() {
    return names.get(0);
  }

  /** The newest step, whose comparison gives the verdict. */
  public String newest() {
    return names.get(names.size() - 1);
  }

  /** How many steps there are, both ends included. */
  public int size() {
    return names.size();
  }
}
