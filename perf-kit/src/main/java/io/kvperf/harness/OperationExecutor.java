package io.kvperf.harness;

import io.kvperf.api.ReadMode;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.OperationStream;
import io.kvperf.workload.ValueSpace;
import java.nio.ByteBuffer;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Executes one thread's operations on the store. Every value read is consumed. Every read is
 * checked for presence (and a missing-key get for absence) and every scan for at least one entry;
 * one read in {@value #VERIFY_EVERY} is compared byte by byte with the generator, and the entries
 * of a checked scan for order and content. An engine returning wrong values fails its run however
 * fast it is. Not thread-safe: one per thread.
 */
final class OperationExecutor {
  /** One read in this many is compared with the generator; a power of two. */
  static final int VERIFY_EVERY = 64;

  private final String engineId;
  private final KvStore store;
  private final KeySpace keys;
  private final ValueSpace values;
  private final OperationStream operations;
  private final boolean zeroCopy;
  private final byte[] keyBuffer;
  private final ScanChecker scanChecker;
  private final ZeroCopyReader zeroCopyReader = new ZeroCopyReader();
  private Blackhole blackhole;
  private long reads;

  OperationExecutor(ForkedStore forked, int threadIndex) {
    this.engineId = forked.engineId();
    this.store = forked.store();
    this.keys = forked.workload().keySpace();
    this.values = forked.workload().valueSpace();
    this.operations = new OperationStream(forked.workload(), threadIndex);
    this.zeroCopy = forked.workload().readMode() == ReadMode.ZERO_COPY;
    this.keyBuffer = keys.isFixedSize() ? new byte[keys.minKeySizeBytes()] : null;
    this.scanChecker = new ScanChecker(engineId, keys, values);
  }

  void execute(Blackhole sink) {
    this.blackhole = sink;
    operations.next();
    long index = operations.keyIndex();
    switch (operations.operation()) {
      case GET -> {
        if (operations.missing()) {
          getMissing(index);
        } else {
          get(index);
        }
      }
      case UPDATE -> store.put(keys.key(index), values.value(index, operations.version()));
      case INSERT -> store.put(keys.key(index), values.value(index));
      case DELETE -> store.delete(operations.missing() ? keys.missingKey(index) : keys.key(index));
      case READ_MODIFY_WRITE -> {
        get(index);
        store.put(keys.key(index), values.value(index, operations.version()));
      }
      case SCAN -> scan(index, ScanDirection.ASCENDING);
      case REVERSE_SCAN -> scan(index, ScanDirection.DESCENDING);
    }
  }

  /** Key {@code index} in the thread's buffer when keys have one size (engines do not keep it). */
  private byte[] readKey(long index) {
    if (keyBuffer == null) {
      return keys.key(index);
    }
    keys.writeKey(index, keyBuffer);
    return keyBuffer;
  }

  private boolean verifyThisRead() {
    return (++reads & (VERIFY_EVERY - 1)) == 0;
  }

  private void get(long index) {
    byte[] key = readKey(index);
    boolean verify = verifyThisRead();
    if (zeroCopy) {
      zeroCopyReader.prepare(index, verify);
      if (!store.read(key, zeroCopyReader) || zeroCopyReader.mismatched != null) {
        throw new ValueMismatchException(
            engineId, index, key.clone(), values.value(index), zeroCopyReader.mismatched);
      }
      return;
    }
    byte[] value = store.get(key);
    if (value == null || (verify && !values.matches(index, value))) {
      throw new ValueMismatchException(engineId, index, key.clone(), values.value(index), value);
    }
    blackhole.consume(value);
  }

  private void getMissing(long index) {
    byte[] key = keys.missingKey(index);
    boolean found = zeroCopy ? store.read(key, zeroCopyReader.ignoring()) : store.get(key) != null;
    if (found) {
      throw new ValueMismatchException(
          "engine '"
              + engineId
              + "' returned a value for key "
              + ValueMismatchException.hexOf(key)
              + ", which was never written");
    }
    blackhole.consume(key);
  }

  private void scan(long index, ScanDirection direction) {
    byte[] start = readKey(index);
    int limit = operations.scanLength();
    scanChecker.start(blackhole, direction, verifyThisRead());
    int visited = store.scan(start, limit, direction, scanChecker);
    if (visited < 1 || visited > limit || visited != scanChecker.visited()) {
      throw new ValueMismatchException(
          "engine '"
              + engineId
              + "' scanned "
              + visited
              + " entries (visitor saw "
              + scanChecker.visited()
              + ") "
              + direction
              + " from existing key #"
              + index
              + " with limit "
              + limit);
    }
  }

  /** Consumes a zero-copy view and, when asked, checks it; reused for every read of the thread. */
  private final class ZeroCopyReader implements io.kvperf.engine.ValueReader {
    private long index;
    private boolean verify;
    private boolean ignore;
    byte[] mismatched;

    void prepare(long keyIndex, boolean verifyContent) {
      this.index = keyIndex;
      this.verify = verifyContent;
      this.ignore = false;
      this.mismatched = null;
    }

    ZeroCopyReader ignoring() {
      this.ignore = true;
      return this;
    }

    @Override
    public void read(ByteBuffer value) {
      if (ignore) {
        return;
      }
      if (verify && !values.matches(index, value.duplicate())) {
        mismatched = new byte[value.remaining()];
        value.duplicate().get(mismatched);
      }
      blackhole.consume(value);
      if (value.hasRemaining()) {
        blackhole.consume(value.get(value.position()));
      }
    }
  }
}
