package io.kvperf.internal.fork;

import io.kvperf.api.Operation;
import io.kvperf.api.ReadMode;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.engine.ValueReader;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.OperationStream;
import io.kvperf.workload.ValueSpace;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Executes one thread's operations on the store. Every value read is consumed. Every read is
 * checked for presence (and a missing-key get for absence) and every scan for the number of entries
 * in its range ({@link ScanChecker}); one read in {@value #VERIFY_EVERY} is compared byte by byte
 * with the generator, and the entries of a checked scan for order and content. An engine returning
 * wrong values fails its run however fast it is. Not thread-safe: one per thread.
 */
final class OperationExecutor extends MeteredTarget {
  /** One read in this many is checked byte for byte; a power of two (docs/writing-contracts.md). */
  static final int VERIFY_EVERY = 256;

  private final String engineId;
  private final KvStore store;
  private final KeySpace keys;
  private final ValueSpace values;
  private final OperationStream operations;
  private final boolean zeroCopy;
  private final KeyBuffer readKeys;
  private final ScanChecker scanChecker;
  private final ZeroCopyChecker zeroCopyChecker;
  private final CursorReader cursor;
  private final ValueReader ignoreValue = value -> {};
  private final Schedule schedule;
  private final int latencyEvery;
  private final long[] executedByOperation = new long[Operation.values().length];
  private long valuesConsumed;
  private boolean timeThis;
  private long bytesWritten;
  private Blackhole blackhole;
  private long reads;

  /**
   * An executor of thread {@code threadIndex}; with {@code opsPerSecond > 0} open-loop, its share
   * of that rate on a fixed schedule, timing every operation; otherwise timing one in {@code
   * latencyEvery} (a power of two): reading the clock costs a fast engine's get a few per cent.
   */
  OperationExecutor(ForkedStore forked, int threadIndex, long opsPerSecond, int latencyEvery) {
    IterationTarget.requirePowerOfTwo(latencyEvery);
    this.latencyEvery = opsPerSecond > 0 ? 1 : latencyEvery;
    this.schedule =
        opsPerSecond > 0 ? new Schedule(opsPerSecond / (double) forked.workload().threads()) : null;
    this.engineId = forked.engineId();
    this.store = forked.store();
    this.keys = forked.workload().keySpace();
    this.values = forked.workload().valueSpace();
    this.operations = new OperationStream(forked.workload(), threadIndex, forked.insertSpan());
    this.zeroCopy = forked.workload().readMode() == ReadMode.ZERO_COPY;
    this.readKeys = new KeyBuffer(keys);
    this.scanChecker = ScanChecker.of(forked);
    this.zeroCopyChecker = new ZeroCopyChecker(values);
    this.cursor = new CursorReader(forked, threadIndex, forked.workload().threads());
  }

  /**
   * Starts an iteration on this executor's thread: forgets its latencies and restarts the open-loop
   * schedule, so that the gap between iterations counts as no one's delay.
   */
  @Override
  public void beginIteration() {
    latency.reset();
    intended.reset();
    if (schedule != null) {
      schedule.restart();
    }
  }

  @Override
  public long bytesWritten() {
    return bytesWritten;
  }

  /** Operations of {@code operation}'s type this thread has executed so far. */
  long executed(Operation operation) {
    return executedByOperation[operation.ordinal()];
  }

  /** Values and keys handed to the blackhole so far (a scan's entries count). */
  long valuesConsumed() {
    return valuesConsumed;
  }

  /**
   * Executes the next operation. Keys and values are generated before the clock starts and values
   * are checked after it stops, so the recorded latency is the store's alone. Each operation type
   * has its own method, which keeps this one small for the JIT (see
   * docs/records/2026-11-23-harness-overhead.md, "Inlining").
   */
  @Override
  public void execute(Blackhole sink) {
    if (sink != blackhole) { // stored once: a reference store costs the GC's barrier a fence
      blackhole = sink;
    }
    long due = schedule == null ? 0 : schedule.awaitNext();
    timeThis = (operationCount++ & (latencyEvery - 1)) == 0;
    operations.next();
    long index = operations.keyIndex();
    Operation operation = operations.operation();
    executedByOperation[operation.ordinal()]++;
    switch (operation) {
      case GET -> {
        if (operations.missing()) {
          getMissing(index);
        } else {
          byte[] key = readKeys.key(index);
          get(index, key, clock());
        }
      }
      case UPDATE, INSERT -> put(operation, index);
      case DELETE -> delete(index);
      case READ_MODIFY_WRITE -> readModifyWrite(index);
      case SCAN -> scan(index, ScanDirection.ASCENDING, operation);
      case REVERSE_SCAN -> scan(index, ScanDirection.DESCENDING, operation);
      case CURSOR_READ -> cursorRead(sink);
    }
    if (schedule != null) {
      intended.record(operation, System.nanoTime() - due);
    }
  }

  private void getMissing(long index) {
    byte[] key = keys.missingKey(index);
    long start = clock();
    boolean found = zeroCopy ? store.read(key, ignoreValue) : store.get(key) != null;
    record(Operation.GET, clock() - start);
    if (found) {
      throw ValueMismatchException.neverWritten(engineId, key);
    }
    blackhole.consume(key);
    valuesConsumed++;
  }

  private void put(Operation operation, long index) {
    byte[] key = keys.key(index);
    byte[] value = values.value(index, operations.version());
    long start = clock();
    store.put(key, value);
    record(operation, clock() - start);
    bytesWritten += key.length + value.length;
  }

  private void delete(long index) {
    byte[] key = operations.missing() ? keys.missingKey(index) : keys.key(index);
    long start = clock();
    store.delete(key);
    record(Operation.DELETE, clock() - start);
  }

  private void readModifyWrite(long index) {
    byte[] key = keys.key(index);
    byte[] value = values.value(index, operations.version());
    long start = clock();
    get(index, key, -1);
    store.put(key, value);
    record(Operation.READ_MODIFY_WRITE, clock() - start);
    bytesWritten += key.length + value.length;
  }

  private void cursorRead(Blackhole sink) {
    long start = clock();
    int slot = cursor.advance();
    record(Operation.CURSOR_READ, clock() - start);
    cursor.check(slot, sink);
    valuesConsumed++;
  }

  private boolean verifyThisRead() {
    return (++reads & (VERIFY_EVERY - 1)) == 0;
  }

  /** Gets key {@code index}, checks it, and records its latency from {@code start} if ≥ 0. */
  private void get(long index, byte[] key, long start) {
    boolean verify = verifyThisRead();
    if (zeroCopy) {
      zeroCopyChecker.prepare(blackhole, index, verify);
      boolean found = store.read(key, zeroCopyChecker);
      recordSince(Operation.GET, start);
      if (!found || zeroCopyChecker.mismatched() != null) {
        throw new ValueMismatchException(
            engineId, index, key.clone(), values.value(index), zeroCopyChecker.mismatched());
      }
      valuesConsumed++;
      return;
    }
    byte[] value = store.get(key);
    recordSince(Operation.GET, start);
    if (value == null || (verify && !values.matches(index, value))) {
      throw new ValueMismatchException(engineId, index, key.clone(), values.value(index), value);
    }
    blackhole.consume(value);
    valuesConsumed++;
  }

  private void recordSince(Operation operation, long start) {
    if (start >= 0) {
      record(operation, clock() - start);
    }
  }

  private long clock() {
    return timeThis ? System.nanoTime() : 0;
  }

  private void record(Operation operation, long nanos) {
    if (timeThis) {
      latency.record(operation, nanos);
    }
  }

  private void scan(long index, ScanDirection direction, Operation operation) {
    byte[] startKey = readKeys.key(index);
    int limit = operations.scanLength();
    scanChecker.start(blackhole, direction, verifyThisRead(), index, limit);
    long start = clock();
    int visited = store.scan(startKey, limit, direction, scanChecker);
    record(operation, clock() - start);
    scanChecker.checkCount(visited);
    valuesConsumed += visited;
  }
}
