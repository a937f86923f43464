package io.kvperf.internal.account;

import java.util.Objects;

/**
 * Both arms stayed in one JVM for an engine that does not say whether they may: its forks showed
 * one JVM fair.
 *
 * @param engine the engine's id
 * @param maxLeadLn the largest lead of the leading arm that one JVM keeps, as a log ratio
 * @param maxSigmaPerPair the largest spread of a pair's log ratio of throughput that one JVM keeps
 */
public record OneJvmFair(String engine, double maxLeadLn, double maxSigmaPerPair)
    implements ComparisonLine {
  /** Checks the engine is named. */
  public OneJvmFair {
    Objects.requireNonNull(engine, "engine");
  }
}
