package io.kvperf.api;

/**
 * What each fork measures beside the engine, alternately by iteration in ABBA order, so that the
 * machine's speed at that moment can be divided out of the engine's figures (see {@link Measure}).
 */
public enum Reference {
  /**
   * The default: {@link #SKIPLIST} where a budget compares throughput or p99 with a baseline or
   * with another build, which the reference's figures normalise; {@link #NONE} otherwise, so that a
   * contract without such a budget measures only its engine. A contract bounded by an operation
   * count ({@link Measure#operations()}) gets none.
   */
  AUTO,
  /**
   * The JDK's skip list ({@code skiplist}) running the contract's own workload through the same
   * operation path, its preload capped at {@value #SKIPLIST_MAX_ENTRIES} entries and {@value
   * #SKIPLIST_MAX_MEGABYTES} MB of keys and values.
   */
  SKIPLIST,
  /**
   * A memory-bound kernel of fixed layout: binary searches for random values in one sorted array of
   * {@value #KERNEL_ENTRIES} longs ({@value #KERNEL_MEGABYTES} MB), allocated once, drawn from the
   * workload's seed. One search is one operation, its latency recorded as a get's (it stands in for
   * every operation's p99). It allocates nothing and its layout is the same in every fork, so its
   * own fork-to-fork spread should be small; whether it tracks an engine better than the skip list
   * is for the calibration to say.
   */
  KERNEL,
  /** No reference: every iteration measures the engine, and the gate compares raw throughput. */
  NONE;

  /** The kernel's sorted longs: 2^22. */
  public static final int KERNEL_ENTRIES = 1 << 22;

  /** The kernel array's size in megabytes. */
  public static final int KERNEL_MEGABYTES = KERNEL_ENTRIES * Long.BYTES >> 20;

  /** The most entries the skip-list reference preloads. */
  public static final int SKIPLIST_MAX_ENTRIES = 100_000;

  /** The most megabytes of keys and values the skip-list reference preloads. */
  public static final int SKIPLIST_MAX_MEGABYTES = 32;
}
