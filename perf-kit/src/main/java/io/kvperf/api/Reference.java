package io.kvperf.api;

/**
 * What each fork measures beside the engine, alternately by iteration in ABBA order, so that the
 * machine's speed at that moment can be divided out of the engine's figures (see {@link Measure}).
 */
public enum Reference {
  /**
   * The JDK's skip list ({@code skiplist}) running the contract's own workload through the same
   * operation path, its preload capped at {@value #SKIPLIST_MAX_ENTRIES} entries and {@value
   * #SKIPLIST_MAX_MEGABYTES} MB of keys and values.
   */
  SKIPLIST,
  /** No reference: every iteration measures the engine, and the gate compares raw throughput. */
  NONE;

  /** The most entries the skip-list reference preloads. */
  public static final int SKIPLIST_MAX_ENTRIES = 100_000;

  /** The most megabytes of keys and values the skip-list reference preloads. */
  public static final int SKIPLIST_MAX_MEGABYTES = 32;
}
