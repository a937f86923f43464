package io.kvperf.workload;

/** The type of one operation of a workload. */
public enum Operation {
  /** Read a key and check its value (or its absence, for a missing-key get). */
  GET,
  /** Overwrite an existing key with a new version of its value. */
  UPDATE,
  /** Add a new key. */
  INSERT,
  /** Remove a key the thread inserted. */
  DELETE,
  /** Read a key, check it, and write a new version of it. */
  READ_MODIFY_WRITE,
  /** Scan in ascending key order. */
  SCAN,
  /** Scan in descending key order. */
  REVERSE_SCAN
}
