package io.kvperf.internal.decision;

import io.kvperf.api.Budget;
import io.kvperf.api.InvalidAnnotationException;
import java.time.Duration;
import java.util.Objects;

/**
 * One term of a contract's budget: a figure and how far it may move, as a percentage of what it is
 * compared with, or for {@link BudgetFigure#GC_MAX_PAUSE} as an absolute duration.
 *
 * @param figure the figure held
 * @param tolerancePercent the largest accepted drop, rise or share, percent; {@code 0} for a
 *     duration
 * @param limitNanos the longest accepted pause, nanoseconds; {@code 0} for a percentage
 */
public record BudgetTerm(BudgetFigure figure, double tolerancePercent, long limitNanos) {
  /** Checks the range; a message names the attribute and the value. */
  public BudgetTerm {
    Objects.requireNonNull(figure, "figure");
    if (figure == BudgetFigure.GC_MAX_PAUSE) {
      if (limitNanos <= 0) {
        throw InvalidAnnotationException.of(
            Budget.class, figure.attribute(), Duration.ofNanos(limitNanos), "must be positive");
      }
    } else if (!(tolerancePercent >= 0 && tolerancePercent < figure.percentBelow())) {
      throw InvalidAnnotationException.of(
          Budget.class,
          figure.attribute(),
          tolerancePercent,
          "must be a percentage from 0"
              + (figure.percentBelow() == 100 ? " to below 100" : "")
              + ", or -1 for none");
    }
  }

  /** A term of {@code figure} with a tolerance in percent. */
  public static BudgetTerm percent(BudgetFigure figure, double tolerancePercent) {
    return new BudgetTerm(figure, tolerancePercent, 0);
  }

  /** The longest-GC-pause term. */
  public static BudgetTerm gcMaxPause(Duration limit) {
    return new BudgetTerm(BudgetFigure.GC_MAX_PAUSE, 0, limit.toNanos());
  }

  /** The longest accepted pause. */
  public Duration limit() {
    return Duration.ofNanos(limitNanos);
  }
}
