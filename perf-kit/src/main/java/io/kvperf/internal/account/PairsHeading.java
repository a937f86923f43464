package io.kvperf.internal.account;

import java.util.Objects;

/**
 * The opening of a comparison of two builds judged against its budget: how many pairs, how they
 * were measured, and the error of each figure's interval.
 *
 * @param pairs how many pairs were decided on
 * @param measured how the pairs were measured
 * @param errorPerSidePerLook each look's one-sided error, as a fraction
 * @param unbudgeted whether the figures no budget reads were estimated beside
 */
public record PairsHeading(
    int pairs, PairsMeasured measured, double errorPerSidePerLook, Unbudgeted unbudgeted)
    implements ComparisonLine {
  /** What became of the figures no budget reads. */
  public enum Unbudgeted {
    /** Estimated beside, each with a 95 % interval, and not judged. */
    ESTIMATED_BESIDE,
    /** Left out. */
    LEFT_OUT
  }

  /** Checks the kinds are present. */
  public PairsHeading {
    Objects.requireNonNull(measured, "measured");
    Objects.requireNonNull(unbudgeted, "unbudgeted");
  }
}
