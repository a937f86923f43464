package io.kvperf.engine;

/**
 * What the workload will put in a store, for engines that must size it when it is created
 * (Chronicle Map's entry count, LMDB's map size, Krati's capacity). Estimates, not limits: the
 * harness may write more entries than expected (inserts during the run).
 *
 * @param expectedEntries entries expected, at least 1
 * @param averageKeySizeBytes average key size
 * @param averageValueSizeBytes average value size
 */
public record StoreHints(long expectedEntries, int averageKeySizeBytes, int averageValueSizeBytes) {
  /** Hints for a small store, for tests and engines opened outside a workload. */
  public static final StoreHints SMALL = new StoreHints(100_000, 16, 100);

  /** Checks the figures are positive. */
  public StoreHints {
    if (expectedEntries < 1 || averageKeySizeBytes < 1 || averageValueSizeBytes < 0) {
      throw new IllegalArgumentException(
          "invalid store hints: "
              + expectedEntries
              + " entries, "
              + averageKeySizeBytes
              + " B keys, "
              + averageValueSizeBytes
              + " B values");
    }
  }
}
