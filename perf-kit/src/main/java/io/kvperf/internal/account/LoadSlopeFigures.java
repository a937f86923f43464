package io.kvperf.internal.account;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * What the kit's CPU load did to the reference, and the engine's slope on it.
 *
 * @param referenceMovedPercent how far the load moved the reference, percent
 * @param slope the engine's slope on the reference
 * @param slopeStandardError the slope's standard error; empty when the forks were too few to know
 * @param runs the runs that measured beside the load
 */
public record LoadSlopeFigures(
    double referenceMovedPercent, double slope, OptionalDouble slopeStandardError, int runs) {
  /** Checks the standard error is present, or said to be unknown. */
  public LoadSlopeFigures {
    Objects.requireNonNull(slopeStandardError, "slopeStandardError");
  }
}
