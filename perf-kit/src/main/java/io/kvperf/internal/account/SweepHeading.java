package io.kvperf.internal.account;

import java.util.Objects;

/**
 * The opening of a version sweep's account: the version every other was measured against.
 *
 * @param first the first version, as given
 */
public record SweepHeading(String first) implements ComparisonLine {
  /** Checks the version is named. */
  public SweepHeading {
    Objects.requireNonNull(first, "first");
  }
}
