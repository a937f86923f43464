package io.kvperf.internal.history;

import java.util.Objects;

/**
 * Which run a history point is of: the commit measured, its first parent, its branch and when the
 * run measured it.
 *
 * @param commit the full hash of the commit measured
 * @param parent its first parent's hash, empty for a root commit
 * @param branch the branch, empty when none was checked out or named
 * @param timeEpochMillis when the run measured it, in milliseconds since the epoch
 */
public record RunIdentity(String commit, String parent, String branch, long timeEpochMillis) {
  /** Checks the commit is named. */
  public RunIdentity {
    Objects.requireNonNull(commit, "commit");
    Objects.requireNonNull(parent, "parent");
    Objects.requireNonNull(branch, "branch");
    if (commit.isBlank()) {
      throw new IllegalArgumentException("a history point names its commit");
    }
  }
}
