package io.kvperf.workload;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.engine.Capability;
import java.io.Serializable;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.LongUnaryOperator;

/**
 * A validated workload: what a contract does to a store. Built from {@link io.kvperf.api.Workload};
 * an invalid value is an {@link IllegalArgumentException} whose message names the annotation
 * attribute and the value.
 *
 * @param entries what the store holds: the preload and the sizes of keys and values
 * @param seed the seed of every key, value and choice
 * @param keyChoice how operations choose keys
 * @param mix the operation mix of every thread; with groups, the first group's (use {@link
 *     ThreadGroups#mixOf})
 * @param reads how scans and gets read
 * @param threads threads issuing operations; with groups, all groups' together
 * @param groups threads that share a mix beside others ({@link io.kvperf.api.Group}), in order: the
 *     first group's threads come first; empty when every thread runs {@code mix}
 */
public record WorkloadSpec(
    Entries entries,
    long seed,
    KeyChoice keyChoice,
    OperationMix mix,
    Reads reads,
    int threads,
    List<GroupSpec> groups)
    implements Serializable {
  /** The most threads a workload may run. */
  public static final int MAX_THREADS = 1024;

  private static final long PRELOAD_SALT = 0x7072656c6f616421L;

  /** The name of the one group of a workload that declares none. */
  public static final String ALL_THREADS = "all";

  /**
   * What a store holds before the workload starts, and the sizes of what it writes.
   *
   * @param preloadCount entries written before warm-up
   * @param keySize bytes per key
   * @param valueSize bytes per value
   * @param preloadOrder the order the preloaded keys are written in
   */
  public record Entries(
      long preloadCount, SizeRange keySize, SizeRange valueSize, PreloadOrder preloadOrder)
      implements Serializable {
    /** Checks the sizes and the order are present. */
    public Entries {
      Objects.requireNonNull(keySize, "keySize");
      Objects.requireNonNull(valueSize, "valueSize");
      Objects.requireNonNull(preloadOrder, "preloadOrder");
    }

    /** {@code preloadCount} entries of fixed-size keys and values, preloaded in key order. */
    public static Entries fixed(long preloadCount, int keySizeBytes, int valueSizeBytes) {
      return new Entries(
          preloadCount,
          SizeRange.fixed(keySizeBytes),
          SizeRange.fixed(valueSizeBytes),
          PreloadOrder.KEY_ORDER);
    }
  }

  /**
   * How the workload reads.
   *
   * @param scanLength entries per scan
   * @param readMode how gets receive values
   */
  public record Reads(SizeRange scanLength, ReadMode readMode) implements Serializable {
    /** Scans of 100 entries, and gets that copy each value: the reads of most workloads. */
    public static final Reads COPY = new Reads(SizeRange.fixed(100), ReadMode.COPY);

    /** Checks both are present. */
    public Reads {
      Objects.requireNonNull(scanLength, "scanLength");
      Objects.requireNonNull(readMode, "readMode");
    }
  }

  /**
   * Checks every attribute's range and that the keys can hold the preload count. With groups,
   * {@code threads} becomes their sum and {@code mix} the first group's.
   */
  public WorkloadSpec {
    groups = List.copyOf(groups);
    if (!groups.isEmpty()) {
      threads = GroupSpec.totalThreads(groups);
      mix = groups.get(0).mix();
    }
    Objects.requireNonNull(entries, "entries");
    Objects.requireNonNull(keyChoice, "keyChoice");
    Objects.requireNonNull(mix, "mix");
    Objects.requireNonNull(reads, "reads");
    WorkloadChecks.check(
        entries.preloadCount(),
        entries.keySize(),
        entries.valueSize(),
        mix,
        groups,
        reads.scanLength(),
        threads);
  }

  /** A workload without thread groups. */
  public WorkloadSpec(
      Entries entries, long seed, KeyChoice keyChoice, OperationMix mix, Reads reads, int threads) {
    this(entries, seed, keyChoice, mix, reads, threads, List.of());
  }

  /** Entries written before warm-up. */
  public long preloadCount() {
    return entries.preloadCount();
  }

  /** Bytes per key. */
  public SizeRange keySize() {
    return entries.keySize();
  }

  /** Bytes per value. */
  public SizeRange valueSize() {
    return entries.valueSize();
  }

  /** The order the preloaded keys are written in. */
  public PreloadOrder preloadOrder() {
    return entries.preloadOrder();
  }

  /** Entries per scan. */
  public SizeRange scanLength() {
    return reads.scanLength();
  }

  /** How gets receive values. */
  public ReadMode readMode() {
    return reads.readMode();
  }

  /**
   * The workload written out in full, as plan fingerprints and baseline files show it. Components
   * added after baselines were first recorded appear only when they differ from the value that
   * workloads had before they existed ({@link PreloadOrder#KEY_ORDER}, no groups), so that an
   * unchanged contract keeps its fingerprint and its baseline.
   */
  @Override
  public String toString() {
    return "WorkloadSpec[preloadCount="
        + preloadCount()
        + ", keySize="
        + keySize()
        + ", valueSize="
        + valueSize()
        + ", seed="
        + seed
        + ", keyChoice="
        + keyChoice
        + ", mix="
        + mix
        + ", scanLength="
        + scanLength()
        + ", readMode="
        + readMode()
        + ", threads="
        + threads
        + (preloadOrder() == PreloadOrder.KEY_ORDER ? "" : ", preloadOrder=" + preloadOrder())
        + (groups.isEmpty() ? "" : ", groups=" + groups)
        + "]";
  }

  private void requireNoGroups(String method) {
    if (!groups.isEmpty()) {
      throw new IllegalStateException(method + " does not apply to a workload of groups " + groups);
    }
  }

  /** This workload's threads in {@code newGroups} instead. */
  public WorkloadSpec withGroups(List<GroupSpec> newGroups) {
    return copy(preloadCount(), mix, threads, preloadOrder(), newGroups);
  }

  private WorkloadSpec copy(
      long newPreload,
      OperationMix newMix,
      int newThreads,
      PreloadOrder newOrder,
      List<GroupSpec> newGroups) {
    return new WorkloadSpec(
        new Entries(newPreload, keySize(), valueSize(), newOrder),
        seed,
        keyChoice,
        newMix,
        reads,
        newThreads,
        newGroups);
  }

  /** The threads by group: each thread's mix, the operations any thread runs. */
  public ThreadGroups threadGroups() {
    return new ThreadGroups(mix, threads, groups);
  }

  /**
   * The key index written at each position of the preload: the position itself in key order, or a
   * seeded permutation of {@code [0, preloadCount)}, the same in every JVM.
   */
  public LongUnaryOperator preloadSequence() {
    if (preloadOrder() == PreloadOrder.KEY_ORDER || preloadCount() == 0) {
      return position -> position;
    }
    return new KeyPermutation(preloadCount(), Seeds.derive(seed, PRELOAD_SALT, 0))::apply;
  }

  /** A fixed-size, gets-and-updates workload: the common case, for tests and examples. */
  public static WorkloadSpec simple(
      long preloadCount, int keySizeBytes, int valueSizeBytes, long seed, KeyOrder order) {
    return new WorkloadSpec(
        Entries.fixed(preloadCount, keySizeBytes, valueSizeBytes),
        seed,
        KeyChoice.of(order),
        OperationMix.readOnly(),
        Reads.COPY,
        1);
  }

  /** This workload with another mix; not for a workload of groups. */
  public WorkloadSpec withMix(OperationMix newMix) {
    requireNoGroups("withMix");
    return copy(preloadCount(), newMix, threads, preloadOrder(), groups);
  }

  /** This workload with another number of threads; not for a workload of groups. */
  public WorkloadSpec withThreads(int newThreads) {
    requireNoGroups("withThreads");
    return copy(preloadCount(), mix, newThreads, preloadOrder(), groups);
  }

  /** This workload with {@code count} preloaded entries. */
  public WorkloadSpec withPreloadCount(long count) {
    return copy(count, mix, threads, preloadOrder(), groups);
  }

  /** This workload preloaded in {@code order}. */
  public WorkloadSpec withPreloadOrder(PreloadOrder order) {
    return copy(preloadCount(), mix, threads, order, groups);
  }

  /** This workload with its preload scaled by {@code scale} (at least 1 entry if it had any). */
  public WorkloadSpec scaled(Scale scale) {
    long scaled =
        preloadCount() == 0 ? 0 : Math.max(1, (long) Math.ceil(preloadCount() * scale.factor()));
    return copy(scaled, mix, threads, preloadOrder(), groups);
  }

  /** The capabilities an engine needs to run this workload. */
  public Set<Capability> requiredCapabilities() {
    Set<Capability> required = EnumSet.noneOf(Capability.class);
    ThreadGroups threadGroups = threadGroups();
    if (threadGroups.runs(Operation.SCAN) || threadGroups.runs(Operation.CURSOR_READ)) {
      required.add(Capability.SCAN_ASCENDING);
    }
    if (threadGroups.runs(Operation.REVERSE_SCAN)) {
      required.add(Capability.SCAN_DESCENDING);
    }
    if (readMode() == ReadMode.ZERO_COPY) {
      required.add(Capability.ZERO_COPY_READS);
    }
    return required;
  }

  /** The keys of this workload. */
  public KeySpace keySpace() {
    return new KeySpace(keySize(), seed);
  }

  /** The values of this workload. */
  public ValueSpace valueSpace() {
    return new ValueSpace(valueSize(), seed);
  }
}
