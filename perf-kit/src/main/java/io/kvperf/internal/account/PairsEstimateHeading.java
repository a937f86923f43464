package io.kvperf.internal.account;

import java.util.List;
import java.util.Objects;

/**
 * The opening of a comparison of two builds estimated and not judged, for a contract with no budget
 * a comparison reads.
 *
 * @param pairs how many pairs were estimated from
 * @param measured how the pairs were measured
 * @param budgetAttributes the budget attributes a comparison reads, any of which would have judged
 *     it, in the table's order
 */
public record PairsEstimateHeading(int pairs, PairsMeasured measured, List<String> budgetAttributes)
    implements ComparisonLine {
  /** Checks the kind is present and copies the list. */
  public PairsEstimateHeading {
    Objects.requireNonNull(measured, "measured");
    budgetAttributes = List.copyOf(budgetAttributes);
  }
}
