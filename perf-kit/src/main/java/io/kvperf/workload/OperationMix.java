package io.kvperf.workload;

/**
 * The share of each operation type, in percent, summing to 100.
 *
 * @param getPercent percent of operations that get a preloaded key
 * @param putPercent percent of operations that overwrite a preloaded key
 */
public record OperationMix(int getPercent, int putPercent) {
  /** Checks each share is 0–100 and that they sum to 100. */
  public OperationMix {
    if (getPercent < 0
        || getPercent > 100
        || putPercent < 0
        || putPercent > 100
        || getPercent + putPercent != 100) {
      throw new IllegalArgumentException(
          "@Workload(mix = @Mix(gets = "
              + getPercent
              + ", puts = "
              + putPercent
              + ")) is invalid: each share must be 0-100 and they must sum to 100, they sum to "
              + (getPercent + putPercent));
    }
  }

  /** Gets only. */
  public static OperationMix readOnly() {
    return new OperationMix(100, 0);
  }
}
