package io.kvperf.internal.account;

import io.kvperf.result.Unit;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One figure of a baseline entry before and after an update.
 *
 * @param figure the figure's stored name, or {@code throughput (mean)}
 * @param unit its unit; empty when the name is not a figure the kit knows
 * @param before the figure before; empty when the entry was new or lacked it
 * @param after the figure after; empty when the update dropped it
 */
public record MovedFigure(
    String figure, Optional<Unit> unit, OptionalDouble before, OptionalDouble after)
    implements GateLine {
  /** Checks the values are present, and the figure is in the entry before or after. */
  public MovedFigure {
    Objects.requireNonNull(figure, "figure");
    Objects.requireNonNull(unit, "unit");
    if (before.isEmpty() && after.isEmpty()) {
      throw new IllegalArgumentException(figure + " is in the entry neither before nor after");
    }
  }
}
