package io.kvperf.api;

/**
 * The order in which the harness writes the preloaded keys. It shapes what the store looks like
 * when measuring starts: an LSM tree loaded in key order builds non-overlapping files and never
 * compacts, a skip list or B-tree lays its nodes out in scan order. The seeds and YCSB load in
 * random (hashed) order; db_bench has both ({@code fillseq}, {@code fillrandom}).
 */
public enum PreloadOrder {
  /** Keys 0, 1, 2, … : ascending key order. */
  KEY_ORDER,
  /** A permutation of the keys drawn from the workload's seed, the same in every JVM. */
  RANDOM
}
