package io.kvperf.workload;

import io.kvperf.api.KeyOrder;
import java.util.Objects;

/**
 * A validated workload: what a contract does to a store. Built from {@link io.kvperf.api.Workload};
 * an invalid value is an {@link IllegalArgumentException} whose message names the annotation
 * attribute and the value.
 *
 * @param preloadCount entries written before warm-up
 * @param keySizeBytes bytes per key
 * @param valueSizeBytes bytes per value
 * @param seed the seed of every key, value and choice
 * @param order how operations choose keys
 * @param mix the operation mix
 * @param threads threads issuing operations
 */
public record WorkloadSpec(
    long preloadCount,
    int keySizeBytes,
    int valueSizeBytes,
    long seed,
    KeyOrder order,
    OperationMix mix,
    int threads) {
  static final int MAX_KEY_SIZE_BYTES = 65_536;
  static final int MAX_VALUE_SIZE_BYTES = 64 << 20;
  static final int MAX_THREADS = 1024;

  /** Checks every attribute's range and that the keys can hold the preload count. */
  public WorkloadSpec {
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(mix, "mix");
    require(preloadCount >= 1, "preload", preloadCount, "must be at least 1");
    require(
        keySizeBytes >= 1 && keySizeBytes <= MAX_KEY_SIZE_BYTES,
        "keySize",
        keySizeBytes,
        "must be 1-" + MAX_KEY_SIZE_BYTES + " bytes");
    require(
        valueSizeBytes >= 0 && valueSizeBytes <= MAX_VALUE_SIZE_BYTES,
        "valueSize",
        valueSizeBytes,
        "must be 0-" + MAX_VALUE_SIZE_BYTES + " bytes");
    require(threads >= 1 && threads <= MAX_THREADS, "threads", threads, "must be 1-" + MAX_THREADS);
    long capacity = KeySpace.capacity(keySizeBytes);
    require(
        preloadCount <= capacity,
        "preload",
        preloadCount,
        "exceeds the " + capacity + " distinct keys that " + keySizeBytes + "-byte keys can hold");
  }

  private static void require(boolean valid, String attribute, long value, String rule) {
    if (!valid) {
      throw new IllegalArgumentException(
          "@Workload(" + attribute + " = " + value + ") is invalid: " + rule);
    }
  }

  /** The keys of this workload. */
  public KeySpace keySpace() {
    return new KeySpace(keySizeBytes, seed);
  }

  /** The values of this workload. */
  public ValueSpace valueSpace() {
    return new ValueSpace(valueSizeBytes, seed);
  }

  /** Total bytes of keys and values written by the preload. */
  public long preloadBytes() {
    return preloadCount * ((long) keySizeBytes + valueSizeBytes);
  }
}
