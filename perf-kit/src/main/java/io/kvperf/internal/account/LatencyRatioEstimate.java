package io.kvperf.internal.account;

import io.kvperf.api.Operation;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One operation type's mean latency against another's, both timed in the same forks.
 *
 * @param of the numerator's operation type
 * @param to the denominator's
 * @param standing the ratio against the budget, its pairs the forks that timed both
 * @param forks the forks measured
 * @param trimmedPercent the share of the fastest operations each mean is taken over, percent
 * @param ofMeanNanos the mean over the forks of {@code of}'s means; empty when none timed it
 * @param toMeanNanos the mean over the forks of {@code to}'s means; empty when none timed it
 */
public record LatencyRatioEstimate(
    Operation of,
    Operation to,
    RatioStanding standing,
    int forks,
    double trimmedPercent,
    OptionalDouble ofMeanNanos,
    OptionalDouble toMeanNanos)
    implements GateLine {
  /** Checks the values are present. */
  public LatencyRatioEstimate {
    Objects.requireNonNull(of, "of");
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(standing, "standing");
    Objects.requireNonNull(ofMeanNanos, "ofMeanNanos");
    Objects.requireNonNull(toMeanNanos, "toMeanNanos");
  }
}
