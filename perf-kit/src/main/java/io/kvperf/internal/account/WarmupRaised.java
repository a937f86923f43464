package io.kvperf.internal.account;

import java.time.Duration;
import java.util.Objects;

/**
 * A comparison's floor raised the contract's warm-up per arm at the run's scale.
 *
 * @param iterations the warm-up iterations per arm
 * @param iterationTime each one's time
 * @param contractIterations the contract's warm-up iterations at this scale
 * @param contractIterationTime each one's time
 * @param property the property that sets the floor
 */
public record WarmupRaised(
    int iterations,
    Duration iterationTime,
    int contractIterations,
    Duration contractIterationTime,
    String property)
    implements ComparisonLine {
  /** Checks the values are present. */
  public WarmupRaised {
    Objects.requireNonNull(iterationTime, "iterationTime");
    Objects.requireNonNull(contractIterationTime, "contractIterationTime");
    Objects.requireNonNull(property, "property");
  }
}
