package io.kvperf.internal.account;

import io.kvperf.result.Judgement.Estimate;
import java.util.Objects;

/**
 * A ratio estimated from pairs, against the least ratio its budget accepts.
 *
 * @param state how it stands
 * @param estimate the ratio with its 95 % interval; no interval from one pair
 * @param pairs how many pairs it was estimated from
 * @param atLeast the least accepted ratio
 */
public record RatioStanding(State state, Estimate estimate, int pairs, double atLeast) {
  /** Checks the values are present. */
  public RatioStanding {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(estimate, "estimate");
  }

  /** How a ratio stands against its budget. */
  public enum State {
    /** The whole interval at or above the budget. */
    HELD,
    /** The interval reaches the budget: not refuted, not proven. */
    NOT_REFUTED,
    /** The whole interval below the budget: refuted. */
    FAILED
  }
}
