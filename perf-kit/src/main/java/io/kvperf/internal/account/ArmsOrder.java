package io.kvperf.internal.account;

import java.util.Objects;

/**
 * The order in which the arms of a comparison ran, drawn from the workload's seed.
 *
 * @param layout whether each arm ran in forks of its own or both in one JVM
 * @param order for pairs of forks, the arm that ran first in each pair ({@code AB BA BA AB}); in
 *     one JVM, the arm that led each fork ({@code A B B A})
 * @param seed the workload's seed the order was drawn from
 */
public record ArmsOrder(Layout layout, String order, long seed) implements ComparisonLine {
  /** How the arms were laid out in forks. */
  public enum Layout {
    /** Each arm in forks of its own, paired, one fork after the other. */
    PAIRS_OF_FORKS,
    /** Each arm in forks of its own, paired, both forks of a pair at once taking turns. */
    FORKS_IN_TURNS,
    /** Both arms in each fork, alternating by iteration. */
    ONE_JVM
  }

  /** Checks the values are present. */
  public ArmsOrder {
    Objects.requireNonNull(layout, "layout");
    Objects.requireNonNull(order, "order");
  }
}
