package io.kvperf.internal.account;

import java.util.Objects;

/**
 * A regression dossier that could not be made; the verdict stands.
 *
 * @param cause what went wrong
 * @param message the failure's message (for failed forks, its first line)
 */
public record DossierNotMade(Cause cause, String message) implements ComparisonLine {
  /** What kept a dossier from being made. */
  public enum Cause {
    /** Its profiled forks failed. */
    PROFILED_FORKS_FAILED,
    /** Its file could not be written. */
    NOT_WRITTEN
  }

  /** Checks the values are present. */
  public DossierNotMade {
    Objects.requireNonNull(cause, "cause");
    Objects.requireNonNull(message, "message");
  }
}
