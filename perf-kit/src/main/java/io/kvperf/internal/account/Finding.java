package io.kvperf.internal.account;

import io.kvperf.result.Judgement;
import io.kvperf.result.ProfileMove;
import java.util.List;
import java.util.Objects;

/**
 * What a run found, as a value, which the reports put first, before the figures and the account: a
 * bisect's first version or commit that moved, a sweep's worst version, a regression dossier's top
 * cause.
 */
public sealed interface Finding {

  /**
   * The first version of a bisect's range that moved beyond the budget.
   *
   * @param version the first version that moved, as the bisect's range names it, e.g. {@code 9.1.0}
   * @param lastUnmoved the last version before it that ran and did not move
   * @param change the version's worst budgeted change against the range's oldest version
   */
  record FirstMovedVersion(String version, String lastUnmoved, Judgement change)
      implements Finding {
    /** Checks every field is present. */
    public FirstMovedVersion {
      Objects.requireNonNull(version, "version");
      Objects.requireNonNull(lastUnmoved, "lastUnmoved");
      Objects.requireNonNull(change, "change");
    }
  }

  /**
   * The first commit of a bisect's first-parent commits that moved beyond the budget.
   *
   * @param commit the first commit that moved, its first 12 hex digits
   * @param lastUnmoved the last commit before it that ran and did not move: its first parent where
   *     none between could not run and the known-good end lies on the first-parent line
   * @param change the commit's worst budgeted change against the known-good end
   */
  record FirstMovedCommit(String commit, String lastUnmoved, Judgement change) implements Finding {
    /** Checks every field is present. */
    public FirstMovedCommit {
      Objects.requireNonNull(commit, "commit");
      Objects.requireNonNull(lastUnmoved, "lastUnmoved");
      Objects.requireNonNull(change, "change");
    }
  }

  /**
   * The version of a sweep whose budgeted figure changed the worst way against the first version.
   *
   * @param version the version, as the sweep names it, e.g. {@code org.rocksdb:rocksdbjni:10.2.1}
   * @param change that change, against the sweep's first version
   */
  record WorstVersion(String version, Judgement change) implements Finding {
    /** Checks every field is present. */
    public WorstVersion {
      Objects.requireNonNull(version, "version");
      Objects.requireNonNull(change, "change");
    }
  }

  /**
   * A regression dossier's top cause: its first headline, the library or frame whose share grew
   * most in A, with its move in points (for a wait, in milliseconds a second).
   *
   * @param move the move
   */
  record TopCause(ProfileMove move) implements Finding {
    /** Checks the move is present. */
    public TopCause {
      Objects.requireNonNull(move, "move");
    }
  }

  /**
   * The top cause of a dossier whose reported moves are {@code top}, headlines marked, in the order
   * the dossier ranks them; none where no move is a headline.
   */
  static List<TopCause> topCause(List<ProfileMove> top) {
    return top.stream().filter(ProfileMove::headline).findFirst().map(TopCause::new).stream()
        .toList();
  }
}
