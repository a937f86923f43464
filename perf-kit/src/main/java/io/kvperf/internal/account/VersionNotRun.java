package io.kvperf.internal.account;

import java.util.Objects;

/**
 * One version of a sweep or a bisect that could not run here, and why.
 *
 * @param version the version, as the sweep or bisect names it
 * @param cause why it could not run, as its fork reported it
 * @param effect what it did to the sweep or the bisect
 */
public record VersionNotRun(String version, String cause, Effect effect) implements ComparisonLine {
  /** What a version that could not run does. */
  public enum Effect {
    /** In a sweep: it fails the sweep. */
    FAILS_THE_SWEEP,
    /** In a bisect: a gap the search steps around. */
    STEPPED_AROUND
  }

  /** Checks the values are present. */
  public VersionNotRun {
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(cause, "cause");
    Objects.requireNonNull(effect, "effect");
  }
}
