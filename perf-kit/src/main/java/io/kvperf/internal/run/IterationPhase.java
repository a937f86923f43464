package io.kvperf.internal.run;

import java.time.Duration;
import java.util.Objects;

/**
 * One phase of a fork's iterations, the warm-up or the measured one: how many iterations, and how
 * long each lasts. Its ranges are checked by the {@link MeasurementPlan} it belongs to, which names
 * the attribute of each phase.
 *
 * @param iterations the iterations of the phase
 * @param iterationTime how long one iteration lasts
 */
public record IterationPhase(int iterations, Duration iterationTime) {
  public IterationPhase {
    Objects.requireNonNull(iterationTime, "iterationTime");
  }

  /** How long the phase lasts in all: its iterations, each of its iteration time. */
  public Duration total() {
    return iterationTime.multipliedBy(iterations);
  }

  /** This phase with {@code count} iterations, each as long as this phase's. */
  IterationPhase withIterations(int count) {
    return new IterationPhase(count, iterationTime);
  }

  /** This phase with each iteration's time scaled by {@code factor}, at least {@code least}. */
  IterationPhase scaled(double factor, Duration least) {
    return new IterationPhase(
        iterations,
        Duration.ofNanos(Math.max(least.toNanos(), Math.round(iterationTime.toNanos() * factor))));
  }
}
