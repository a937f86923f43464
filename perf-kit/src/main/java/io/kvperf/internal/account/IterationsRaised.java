package io.kvperf.internal.account;

import java.util.Objects;

/**
 * A comparison's floor raised the contract's measured iterations per arm in each fork.
 *
 * @param iterations the measured iterations per arm
 * @param contractIterations the contract's own
 * @param property the property that sets the floor
 */
public record IterationsRaised(int iterations, int contractIterations, String property)
    implements ComparisonLine {
  /** Checks the property is named. */
  public IterationsRaised {
    Objects.requireNonNull(property, "property");
  }
}
