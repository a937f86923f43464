package io.kvperf.internal.account;

import io.kvperf.result.ProfileMove;
import java.util.Objects;

/**
 * One of a regression dossier's headlines: a move that grew in A beyond the spread between the
 * profiled pairs.
 *
 * @param move the move
 */
public record DossierHeadline(ProfileMove move) implements ComparisonLine {
  /** Checks the move is present. */
  public DossierHeadline {
    Objects.requireNonNull(move, "move");
  }
}
