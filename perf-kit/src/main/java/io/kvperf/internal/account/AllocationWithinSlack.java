package io.kvperf.internal.account;

import java.util.Objects;

/**
 * Allocation per operation passed between two builds because A allocates no more than a few bytes
 * per operation more than B, below which no budget fails.
 *
 * @param figure the figure as its judgement names it
 * @param allocation each arm's bytes per operation
 * @param slackBytesPerOp the rise in bytes per operation that never fails
 */
public record AllocationWithinSlack(
    String figure, ArmsAllocation allocation, double slackBytesPerOp) implements ComparisonLine {
  /** Checks the values are present. */
  public AllocationWithinSlack {
    Objects.requireNonNull(figure, "figure");
    Objects.requireNonNull(allocation, "allocation");
  }
}
