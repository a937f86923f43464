package io.kvperf.internal.account;

import java.util.Objects;

/**
 * Both arms in one JVM were tried first, in forks of their own, and left for a fork per arm.
 *
 * @param why what the forks in one JVM showed
 */
public record OneJvmLeft(Why why) implements ComparisonLine {
  /** Why one JVM was left. */
  public sealed interface Why permits Lead, Spread, ForkFailed {}

  /**
   * The arm leading a fork measured too far from the average.
   *
   * @param leadLn the lead, as a log ratio
   * @param maxLeadLn the largest one JVM keeps
   */
  public record Lead(double leadLn, double maxLeadLn) implements Why {}

  /**
   * The pairs spread as pairs of forks do, so that one JVM buys nothing.
   *
   * @param sigmaPerPair the spread of a pair's log ratio of throughput
   * @param maxSigmaPerPair the largest one JVM keeps
   */
  public record Spread(double sigmaPerPair, double maxSigmaPerPair) implements Why {}

  /**
   * A fork with both arms failed.
   *
   * @param firstLine the first line of its failure
   */
  public record ForkFailed(String firstLine) implements Why {
    /** Checks the line is present. */
    public ForkFailed {
      Objects.requireNonNull(firstLine, "firstLine");
    }
  }

  /** Checks the reason is present. */
  public OneJvmLeft {
    Objects.requireNonNull(why, "why");
  }
}
