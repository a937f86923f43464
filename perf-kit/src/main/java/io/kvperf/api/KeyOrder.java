package io.kvperf.api;

/**
 * How operations choose their key. Every choice is drawn from the workload's seed and the thread's
 * index, so a thread makes the same choices in every run and every JVM.
 */
public enum KeyOrder {
  /**
   * In the order the keys were preloaded, from the first to the last, then again from the first:
   * key order (the engines' unsigned byte order) for {@link PreloadOrder#KEY_ORDER}, the seeded
   * permutation for {@link PreloadOrder#RANDOM} (as the HestiaStore seed and YCSB walk their keys
   * in the order they generated them, which their hashing makes random in key order). With several
   * threads each thread walks its own slice of the preload.
   */
  SEQUENTIAL,
  /** Uniformly at random among the preloaded keys. */
  UNIFORM,
  /**
   * Zipfian over the preloaded keys, with {@link Workload#zipfianConstant()}; the popularity ranks
   * are scrambled by a seeded permutation so that hot keys spread over the key space instead of
   * crowding at its start.
   */
  ZIPFIAN,
  /**
   * Recently inserted keys are the hottest: zipfian over recency, the thread's own latest insert
   * first, then its earlier inserts, then the preloaded keys from the last one down.
   */
  LATEST,
  /**
   * A hot set of {@link Workload#hotKeys()} percent of the preloaded keys (the first ones in key
   * order) takes {@link Workload#hotOps()} percent of the operations, uniformly within each set.
   */
  HOTSPOT
}
