package io.kvperf.engine;

/** The direction of an ordered scan; the order is unsigned lexicographic order of the key bytes. */
public enum ScanDirection {
  /** From the first key greater than or equal to the start key, towards larger keys. */
  ASCENDING,
  /** From the first key less than or equal to the start key, towards smaller keys. */
  DESCENDING
}
