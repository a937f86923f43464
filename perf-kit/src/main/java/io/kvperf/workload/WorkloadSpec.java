package io.kvperf.workload;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.api.Workload;
import io.kvperf.engine.Capability;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.LongUnaryOperator;

/**
 * A validated workload: what a contract does to a store. Built from {@link io.kvperf.api.Workload};
 * an invalid value is an {@link IllegalArgumentException} whose message names the annotation
 * attribute and the value.
 *
 * @param preloadCount entries written before warm-up
 * @param keySize bytes per key
 * @param valueSize bytes per value
 * @param seed the seed of every key, value and choice
 * @param keyChoice how operations choose keys
 * @param mix the operation mix
 * @param scanLength entries per scan
 * @param readMode how gets receive values
 * @param threads threads issuing operations
 * @param preloadOrder the order the preloaded keys are written in
 */
public record WorkloadSpec(
    long preloadCount,
    SizeRange keySize,
    SizeRange valueSize,
    long seed,
    KeyChoice keyChoice,
    OperationMix mix,
    SizeRange scanLength,
    ReadMode readMode,
    int threads,
    PreloadOrder preloadOrder) {
  static final int MAX_KEY_SIZE_BYTES = 65_536;
  static final int MAX_VALUE_SIZE_BYTES = 64 << 20;
  static final int MAX_SCAN_LENGTH = 1_000_000;
  static final int MAX_THREADS = 1024;
  private static final long PRELOAD_SALT = 0x7072656c6f616421L;

  /** Checks every attribute's range and that the keys can hold the preload count. */
  public WorkloadSpec {
    Objects.requireNonNull(keySize, "keySize");
    Objects.requireNonNull(valueSize, "valueSize");
    Objects.requireNonNull(keyChoice, "keyChoice");
    Objects.requireNonNull(mix, "mix");
    Objects.requireNonNull(scanLength, "scanLength");
    Objects.requireNonNull(readMode, "readMode");
    Objects.requireNonNull(preloadOrder, "preloadOrder");
    require(preloadCount >= 0, "preload", preloadCount, "must not be negative");
    require(
        preloadCount > 0 || !mix.readsExistingKeys(),
        "preload",
        preloadCount,
        "must be at least 1: the mix " + mix.describe() + " reads existing keys");
    requireWritten(
        keySize.min() >= 1 && keySize.max() <= MAX_KEY_SIZE_BYTES,
        keySize.written("keySize"),
        "must be 1-" + MAX_KEY_SIZE_BYTES + " bytes");
    requireWritten(
        valueSize.max() <= MAX_VALUE_SIZE_BYTES,
        valueSize.written("valueSize"),
        "must be 0-" + MAX_VALUE_SIZE_BYTES + " bytes");
    require(
        scanLength.min() >= 1 && scanLength.max() <= MAX_SCAN_LENGTH,
        "scanLength",
        scanLength.min(),
        "must be 1-" + MAX_SCAN_LENGTH);
    require(threads >= 1 && threads <= MAX_THREADS, "threads", threads, "must be 1-" + MAX_THREADS);
    long capacity = KeySpace.capacity(keySize.min());
    require(
        preloadCount <= capacity,
        "preload",
        preloadCount,
        "exceeds the " + capacity + " distinct keys that " + keySize.min() + "-byte keys can hold");
    require(
        mix.missingGetPercent() == 0 || keySize.min() > Long.BYTES,
        "keySize",
        keySize.min(),
        "must be at least 9 bytes for missing-key gets (mix missingGets = "
            + mix.missingGetPercent()
            + ")");
  }

  /** A workload preloaded in key order, the order of workloads written before preload orders. */
  public WorkloadSpec(
      long preloadCount,
      SizeRange keySize,
      SizeRange valueSize,
      long seed,
      KeyChoice keyChoice,
      OperationMix mix,
      SizeRange scanLength,
      ReadMode readMode,
      int threads) {
    this(
        preloadCount,
        keySize,
        valueSize,
        seed,
        keyChoice,
        mix,
        scanLength,
        readMode,
        threads,
        PreloadOrder.KEY_ORDER);
  }

  /**
   * The workload written out in full, as plan fingerprints and baseline files show it. Components
   * added after baselines were first recorded appear only when they differ from the value that
   * workloads had before they existed ({@link PreloadOrder#KEY_ORDER}), so that an unchanged
   * contract keeps its fingerprint and its baseline.
   */
  @Override
  public String toString() {
    return "WorkloadSpec[preloadCount="
        + preloadCount
        + ", keySize="
        + keySize
        + ", valueSize="
        + valueSize
        + ", seed="
        + seed
        + ", keyChoice="
        + keyChoice
        + ", mix="
        + mix
        + ", scanLength="
        + scanLength
        + ", readMode="
        + readMode
        + ", threads="
        + threads
        + (preloadOrder == PreloadOrder.KEY_ORDER ? "" : ", preloadOrder=" + preloadOrder)
        + "]";
  }

  /**
   * The key index written at each position of the preload: the position itself in key order, or a
   * seeded permutation of {@code [0, preloadCount)}, the same in every JVM.
   */
  public LongUnaryOperator preloadSequence() {
    if (preloadOrder == PreloadOrder.KEY_ORDER || preloadCount == 0) {
      return position -> position;
    }
    return new KeyPermutation(preloadCount, Seeds.derive(seed, PRELOAD_SALT, 0))::apply;
  }

  private static void require(boolean valid, String attribute, Object value, String rule) {
    if (!valid) {
      throw InvalidAnnotationException.of(Workload.class, attribute, value, rule);
    }
  }

  private static void requireWritten(boolean valid, String attributes, String rule) {
    if (!valid) {
      throw InvalidAnnotationException.written(Workload.class, attributes, rule);
    }
  }

  /** A fixed-size, gets-and-updates workload: the common case, for tests and examples. */
  public static WorkloadSpec simple(
      long preloadCount, int keySizeBytes, int valueSizeBytes, long seed, KeyOrder order) {
    return new WorkloadSpec(
        preloadCount,
        SizeRange.fixed(keySizeBytes),
        SizeRange.fixed(valueSizeBytes),
        seed,
        KeyChoice.of(order),
        OperationMix.readOnly(),
        SizeRange.fixed(100),
        ReadMode.COPY,
        1);
  }

  /** This workload with another mix. */
  public WorkloadSpec withMix(OperationMix newMix) {
    return new WorkloadSpec(
        preloadCount,
        keySize,
        valueSize,
        seed,
        keyChoice,
        newMix,
        scanLength,
        readMode,
        threads,
        preloadOrder);
  }

  /** This workload with another number of threads. */
  public WorkloadSpec withThreads(int newThreads) {
    return new WorkloadSpec(
        preloadCount,
        keySize,
        valueSize,
        seed,
        keyChoice,
        mix,
        scanLength,
        readMode,
        newThreads,
        preloadOrder);
  }

  /** This workload with {@code count} preloaded entries. */
  public WorkloadSpec withPreloadCount(long count) {
    return new WorkloadSpec(
        count,
        keySize,
        valueSize,
        seed,
        keyChoice,
        mix,
        scanLength,
        readMode,
        threads,
        preloadOrder);
  }

  /** This workload preloaded in {@code order}. */
  public WorkloadSpec withPreloadOrder(PreloadOrder order) {
    return new WorkloadSpec(
        preloadCount,
        keySize,
        valueSize,
        seed,
        keyChoice,
        mix,
        scanLength,
        readMode,
        threads,
        order);
  }

  /** This workload with its preload scaled by {@code scale} (at least 1 entry if it had any). */
  public WorkloadSpec scaled(Scale scale) {
    long scaled =
        preloadCount == 0 ? 0 : Math.max(1, (long) Math.ceil(preloadCount * scale.factor()));
    return new WorkloadSpec(
        scaled,
        keySize,
        valueSize,
        seed,
        keyChoice,
        mix,
        scanLength,
        readMode,
        threads,
        preloadOrder);
  }

  /** The capabilities an engine needs to run this workload. */
  public Set<Capability> requiredCapabilities() {
    Set<Capability> required = EnumSet.noneOf(Capability.class);
    if (mix.percent(Operation.SCAN) > 0) {
      required.add(Capability.SCAN_ASCENDING);
    }
    if (mix.percent(Operation.REVERSE_SCAN) > 0) {
      required.add(Capability.SCAN_DESCENDING);
    }
    if (readMode == ReadMode.ZERO_COPY) {
      required.add(Capability.ZERO_COPY_READS);
    }
    return required;
  }

  /** The keys of this workload. */
  public KeySpace keySpace() {
    return new KeySpace(keySize, seed);
  }

  /** The values of this workload. */
  public ValueSpace valueSpace() {
    return new ValueSpace(valueSize, seed);
  }
}
