package io.kvperf.api;

/** How operations choose among the preloaded keys. */
public enum KeyOrder {
  /**
   * In key order (the engines' unsigned byte order), from the first key to the last, then again
   * from the first. With several threads each thread walks its own slice of the key space.
   */
  SEQUENTIAL,
  /** Uniformly at random, every preloaded key equally likely, drawn from the workload's seed. */
  UNIFORM
}
