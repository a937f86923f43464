package io.kvperf.api;

/**
 * How operations choose their key. Every choice is drawn from the workload's seed and the thread's
 * index, so a thread makes the same choices in every run and every JVM.
 */
public enum KeyOrder {
  /**
   * In key order (the engines' unsigned byte order), from the first preloaded key to the last, then
   * again from the first. With several threads each thread walks its own slice of the key space.
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
