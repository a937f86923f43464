package io.kvperf.internal.account;

import java.util.Objects;
import java.util.Optional;

/**
 * An update that recorded a baseline under another plan than the entry's.
 *
 * @param before the entry's plan before; empty when the entry kept none
 * @param after the plan recorded now
 */
public record PlanMoved(Optional<String> before, String after) implements GateLine {
  /** Checks the values are present. */
  public PlanMoved {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(after, "after");
  }
}
