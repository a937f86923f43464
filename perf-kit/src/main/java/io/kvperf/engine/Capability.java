package io.kvperf.engine;

/**
 * A feature an engine declares it honours. A workload that needs a capability the engine lacks is
 * skipped for that engine with the reason; a declared capability that is not honoured is a bug the
 * conformance kit reports.
 */
public enum Capability {
  /** {@link KvStore#scan} with {@link ScanDirection#ASCENDING}, in unsigned lexicographic order. */
  SCAN_ASCENDING,
  /**
   * {@link KvStore#scan} with {@link ScanDirection#DESCENDING}, in unsigned lexicographic order.
   */
  SCAN_DESCENDING,
  /** Data flushed and closed is still there when the store is reopened on the same directory. */
  PERSISTENT,
  /** {@link KvStore#read} lends a view of the value without copying it out. */
  ZERO_COPY_READS
}
