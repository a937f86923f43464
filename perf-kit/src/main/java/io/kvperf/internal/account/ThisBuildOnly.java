package io.kvperf.internal.account;

import java.util.List;
import java.util.Objects;

/**
 * A contract run on this build only under {@code kvperf.compare}: it has no budget a comparison
 * reads.
 *
 * @param budgetAttributes the budget attributes a comparison reads, in the table's order
 * @param why why it was not estimated either
 * @param unbudgetedProperty the property that estimates such a contract between builds
 */
public record ThisBuildOnly(List<String> budgetAttributes, Why why, String unbudgetedProperty)
    implements ComparisonLine {
  /** Why a contract without a budget a comparison reads was not estimated. */
  public enum Why {
    /** The builds are bisected, which needs a verdict. */
    BISECTED,
    /** The property that estimates such contracts is 0. */
    ESTIMATES_OFF
  }

  /** Checks the values are present and copies the list. */
  public ThisBuildOnly {
    budgetAttributes = List.copyOf(budgetAttributes);
    Objects.requireNonNull(why, "why");
    Objects.requireNonNull(unbudgetedProperty, "unbudgetedProperty");
  }
}
