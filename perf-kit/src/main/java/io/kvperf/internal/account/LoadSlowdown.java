package io.kvperf.internal.account;

import java.util.Objects;

/**
 * How much the kit's CPU load slowed the reference in the forks beside it: checks on a machine that
 * slow lie inside the calibrated range.
 *
 * @param slowdownPercent how much slower the reference ran beside the load, percent
 * @param beta where β came from: {@link BetaOrigin.Source#LOAD} when the load measured it
 */
public record LoadSlowdown(double slowdownPercent, BetaOrigin.Source beta) implements GateLine {
  /** Checks the source is present. */
  public LoadSlowdown {
    Objects.requireNonNull(beta, "beta");
  }
}
