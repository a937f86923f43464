package io.kvperf.internal.fork;

import io.kvperf.api.Mix;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.internal.fork.ValueMismatchException.ScanCount;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.ValueSpace;
import java.util.Arrays;
import org.openjdk.jmh.infra.Blackhole;

/**
 * One thread's cursor over the whole store, for {@link io.kvperf.api.Operation#CURSOR_READ}: each
 * {@link #advance} moves to one entry, in key order, wrapping from the last preloaded key to the
 * first. Entries come from the engine's ascending scan, {@value Mix#CURSOR_READ_AHEAD} at a time,
 * copied into buffers the cursor reuses (a store's stream decodes its entries the same way), so the
 * read that refills pays the scan and the others pay a copy's hand-over.
 *
 * <p>Checks: every entry must be the preloaded key that follows the previous one (nothing skipped,
 * nothing repeated, nothing never written), byte for byte; one value in {@link
 * OperationExecutor#VERIFY_EVERY} must hold the generator's value. Not thread-safe.
 */
final class CursorReader implements EntryVisitor {
  private final String engineId;
  private final KvStore store;
  private final KeySpace keys;
  private final ValueSpace values;
  private final long preload;
  private final byte[][] bufferedKeys = new byte[Mix.CURSOR_READ_AHEAD][];
  private final byte[][] bufferedValues = new byte[Mix.CURSOR_READ_AHEAD][];
  private final int[] valueLengths = new int[Mix.CURSOR_READ_AHEAD];
  private int buffered;
  private int position;
  private long nextIndex;
  private long reads;

  /** A cursor of thread {@code threadIndex} of {@code threads}, starting at its share of keys. */
  CursorReader(ForkedStore forked, int threadIndex, int threads) {
    this.engineId = forked.engineId();
    this.store = forked.store();
    this.keys = forked.workload().keySpace();
    this.values = forked.workload().valueSpace();
    this.preload = forked.workload().preloadCount();
    this.nextIndex = preload * threadIndex / threads;
  }

  /**
   * Moves to the next entry, reading ahead from the engine when the buffer is used up: the timed
   * part of a cursor read. Returns the entry's slot for {@link #check}.
   */
  int advance() {
    if (position == buffered) {
      refill();
    }
    return position++;
  }

  /** Checks the entry in {@code slot} and hands it to {@code sink}, after the clock stopped. */
  void check(int slot, Blackhole sink) {
    long index = nextIndex;
    nextIndex = index + 1 == preload ? 0 : index + 1;
    byte[] key = bufferedKeys[slot];
    if (!keys.matches(index, key)) {
      throw ValueMismatchException.wrongCursorKey(engineId, key, index);
    }
    byte[] value = bufferedValues[slot];
    if ((++reads & (OperationExecutor.VERIFY_EVERY - 1)) == 0) {
      byte[] exact = Arrays.copyOf(value, valueLengths[slot]);
      if (!values.matches(index, exact)) {
        throw new ValueMismatchException(engineId, index, key.clone(), values.value(index), exact);
      }
    }
    sink.consume(key);
    sink.consume(value);
  }

  /** Reads ahead from the next key, up to the buffer's size or the last preloaded key. */
  private void refill() {
    int want = (int) Math.min(Mix.CURSOR_READ_AHEAD, preload - nextIndex);
    buffered = 0;
    position = 0;
    int returned = store.scan(keys.key(nextIndex), want, ScanDirection.ASCENDING, this);
    if (returned != want || buffered != want) {
      throw ValueMismatchException.wrongScanCount(
          engineId,
          ScanDirection.ASCENDING,
          nextIndex,
          new ScanCount(want, returned, buffered, want, want));
    }
  }

  @Override
  public void visit(byte[] key, byte[] value) {
    if (buffered == bufferedKeys.length) {
      return; // an engine that returns more than asked is caught by the count
    }
    byte[] keyBuffer = bufferedKeys[buffered];
    if (keyBuffer == null || keyBuffer.length != key.length) {
      keyBuffer = new byte[key.length]; // stored only when new: each store costs a GC barrier
      bufferedKeys[buffered] = keyBuffer;
    }
    System.arraycopy(key, 0, keyBuffer, 0, key.length);
    byte[] valueBuffer = bufferedValues[buffered];
    if (valueBuffer == null || valueBuffer.length < value.length) {
      valueBuffer = new byte[value.length];
      bufferedValues[buffered] = valueBuffer;
    }
    System.arraycopy(value, 0, valueBuffer, 0, value.length);
    valueLengths[buffered++] = value.length;
  }
}
