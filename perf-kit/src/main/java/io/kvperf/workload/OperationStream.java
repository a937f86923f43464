package io.kvperf.workload;

import io.kvperf.api.Operation;
import java.util.SplittableRandom;
import java.util.function.LongUnaryOperator;

/**
 * The operations of one thread: a deterministic stream drawn from the workload's seed and the
 * thread's index, so that thread {@code t} issues the same operations on the same keys in every run
 * and every JVM. Not thread-safe: each thread owns its stream, and threads share nothing.
 *
 * <p>Each thread inserts its own keys: its {@code k}-th insert is key {@code preload + k * threads
 * + t}, or, when the run bounds its inserts to a span of new keys and the workload's preload order
 * is random, key {@code preload + π(k * threads + t)} for a seeded permutation π of the span
 * ({@link InsertSequence}). It deletes its own oldest inserted key still present. So a thread never
 * reads a key another thread may not have written yet or may have deleted: gets, updates and scans
 * choose among the preloaded keys, and {@link io.kvperf.api.KeyOrder#LATEST} also among the
 * thread's own live inserts.
 *
 * <p>Use: call {@link #next()}, then read {@link #operation()}, {@link #keyIndex()} and the other
 * fields that the operation uses.
 */
public final class OperationStream {
  private static final long THREAD_SALT = 0x7468726561647321L;
  private static final long PERMUTATION_SALT = 0x7a69706673656564L;
  private static final Operation[] OPERATIONS = Operation.values();

  private final SplittableRandom random;
  private final KeyChooser keys;
  private final ZipfianRanks latestRanks;
  private final int[] cumulativePercent;
  private final Operation onlyOperation;
  private final int missingGetPercent;
  private final SizeRange scanLengths;
  private final long preload;
  private final int threads;
  private final int threadIndex;
  private final long versionBase;
  private final LongUnaryOperator insertOrder;

  private long inserted;
  private long deleted;
  private long writes;

  /**
   * The current operation's ordinal, not the constant: storing a reference into a long-lived object
   * costs the garbage collector's write barrier a fence (measured:
   * docs/records/2026-11-23-harness-overhead.md, "The garbage collector's write barrier").
   */
  private int operationOrdinal;

  private long keyIndex;
  private boolean missing;
  private long version;
  private int scanLength;

  /** The stream of thread {@code threadIndex} (0-based) of {@code spec}, inserting in key order. */
  public OperationStream(WorkloadSpec spec, int threadIndex) {
    this(spec, threadIndex, 0);
  }

  /**
   * The stream of thread {@code threadIndex} (0-based) of {@code spec}, whose run inserts at most
   * {@code insertSpan} new keys over all threads (0: unbounded).
   */
  public OperationStream(WorkloadSpec spec, int threadIndex, long insertSpan) {
    if (threadIndex < 0 || threadIndex >= spec.threads()) {
      throw new IllegalArgumentException(
          "thread index " + threadIndex + " outside 0.." + (spec.threads() - 1));
    }
    this.random = new SplittableRandom(Seeds.derive(spec.seed(), THREAD_SALT, threadIndex));
    this.preload = spec.preloadCount();
    this.threads = spec.threads();
    this.threadIndex = threadIndex;
    this.versionBase = (long) (threadIndex + 1) << 40;
    this.insertOrder = InsertSequence.of(spec, insertSpan);
    OperationMix mix = spec.threadGroups().mixOf(threadIndex);
    this.missingGetPercent = mix.missingGetPercent();
    this.scanLengths = spec.scanLength();
    this.cumulativePercent = new int[OPERATIONS.length];
    int sum = 0;
    for (Operation type : OPERATIONS) {
      sum += mix.percent(type);
      cumulativePercent[type.ordinal()] = sum;
    }
    this.onlyOperation = onlyOperation(mix);
    KeyChoice choice = spec.keyChoice();
    long seed = spec.seed();
    this.latestRanks =
        switch (choice.order()) {
          case LATEST -> new ZipfianRanks(Math.max(1, preload), choice.zipfianConstant());
          default -> null;
        };
    this.keys =
        preload == 0
            ? null
            : switch (choice.order()) {
              case SEQUENTIAL ->
                  KeyChooser.sequential(
                      preload, preload * threadIndex / threads, spec.preloadSequence());
              case UNIFORM, LATEST -> KeyChooser.uniform(preload);
              case ZIPFIAN ->
                  KeyChooser.zipfian(
                      preload, choice.zipfianConstant(), Seeds.derive(seed, PERMUTATION_SALT, 0));
              case HOTSPOT ->
                  KeyChooser.hotspot(
                      preload, choice.hotKeyFraction(), choice.hotOperationFraction());
            };
  }

  /** Advances to the next operation. */
  public void next() {
    Operation operation = onlyOperation != null ? onlyOperation : pick(random.nextInt(100));
    operationOrdinal = operation.ordinal();
    missing = false;
    switch (operation) {
      case GET -> {
        missing = missingGetPercent > 0 && random.nextInt(100) < missingGetPercent;
        keyIndex = existingKey();
      }
      case UPDATE, READ_MODIFY_WRITE -> {
        keyIndex = existingKey();
        version = versionBase | ++writes;
      }
      case INSERT -> nextInsert();
      case DELETE -> nextDelete();
      case SCAN, REVERSE_SCAN -> {
        keyIndex = existingKey();
        scanLength =
            scanLengths.isFixed() ? scanLengths.min() : scanLengths.sample(random.nextLong());
      }
      case CURSOR_READ -> keyIndex = -1; // the thread's cursor knows where it is
    }
  }

  // Inserts and deletes live in their own methods so that next() stays small enough for the JIT
  // to inline into the executor's loop.
  private void nextInsert() {
    keyIndex = ownInsert(inserted++);
    version = 0;
    if (latestRanks != null) {
      latestRanks.growTo(preload + inserted - deleted);
    }
  }

  private void nextDelete() {
    if (deleted < inserted) {
      keyIndex = ownInsert(deleted++);
    } else {
      missing = true;
      keyIndex = preload == 0 ? 0 : random.nextLong(preload);
    }
  }

  /**
   * The mix's one operation type when it has only one, so that its stream draws no operation: a
   * draw costs a few per cent of a fast engine's get (measured:
   * docs/records/2026-11-23-harness-overhead.md, "The operation draw").
   */
  private static Operation onlyOperation(OperationMix mix) {
    for (Operation type : OPERATIONS) {
      if (mix.percent(type) == 100) {
        return type;
      }
    }
    return null;
  }

  private Operation pick(int roll) {
    for (int i = 0; i < cumulativePercent.length; i++) {
      if (roll < cumulativePercent[i]) {
        return OPERATIONS[i];
      }
    }
    throw new IllegalStateException("shares do not sum to 100");
  }

  private long ownInsert(long k) {
    return preload + insertOrder.applyAsLong(k * threads + threadIndex);
  }

  private long existingKey() {
    if (latestRanks == null) {
      return keys.nextIndex(random);
    }
    long live = inserted - deleted;
    long readable = preload + live;
    long rank;
    do {
      rank = latestRanks.next(random);
    } while (rank >= readable);
    return rank < live ? ownInsert(inserted - 1 - rank) : preload - 1 - (rank - live);
  }

  /** The current operation's type. */
  public Operation operation() {
    return OPERATIONS[operationOrdinal];
  }

  /** The index of the current operation's key (for scans, the start key). */
  public long keyIndex() {
    return keyIndex;
  }

  /**
   * For a get: whether it asks for a key that does not exist; for a delete: whether the thread had
   * no key of its own left to delete, so it deletes a key that does not exist.
   */
  public boolean missing() {
    return missing;
  }

  /** For an update or read-modify-write: the version of the value to write. */
  public long version() {
    return version;
  }

  /** For a scan: the number of entries to visit. */
  public int scanLength() {
    return scanLength;
  }
}
