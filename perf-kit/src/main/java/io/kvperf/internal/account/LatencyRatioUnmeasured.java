package io.kvperf.internal.account;

import io.kvperf.api.Operation;
import java.util.Objects;

/**
 * A latency ratio no fork could measure, for none timed both operation types: it fails.
 *
 * @param of the numerator's operation type
 * @param to the denominator's
 * @param forks the forks measured
 * @param atLeast the least accepted ratio
 */
public record LatencyRatioUnmeasured(Operation of, Operation to, int forks, double atLeast)
    implements GateLine {
  /** Checks the types are present. */
  public LatencyRatioUnmeasured {
    Objects.requireNonNull(of, "of");
    Objects.requireNonNull(to, "to");
  }
}
