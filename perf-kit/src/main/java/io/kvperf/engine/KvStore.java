package io.kvperf.engine;

import java.io.IOException;

/**
 * An open key-value store: the narrow interface every engine adapter implements (the YCSB {@code
 * DB} shape). Keys and values are byte arrays; keys are ordered by unsigned lexicographic order.
 *
 * <p>Thread safety: the harness calls {@link #get}, {@link #put}, {@link #delete} and {@link #scan}
 * from as many threads as the workload declares, concurrently; an adapter whose engine cannot take
 * concurrent writes serialises them itself. {@link #flush} and {@link #close} are called from one
 * thread while no operation is running.
 *
 * <p>Adapters never time operations: the harness does.
 */
public interface KvStore extends AutoCloseable {

  /**
   * Returns the value stored under {@code key}, or {@code null} when there is none. The caller does
   * not modify the returned array.
   */
  byte[] get(byte[] key);

  /**
   * Lends a read-only view of the value stored under {@code key} to {@code reader}, without copying
   * it out of the engine; the view is valid only during the call.
   *
   * @return whether the key has a value; {@code reader} is called only if it has
   * @throws UnsupportedOperationException when the engine does not declare {@link
   *     Capability#ZERO_COPY_READS}
   */
  default boolean read(byte[] key, ValueReader reader) {
    throw new UnsupportedOperationException("this engine declares no zero-copy reads");
  }

  /**
   * Stores {@code value} under {@code key}, replacing any previous value. The store may keep both
   * arrays; the caller does not modify them afterwards.
   */
  void put(byte[] key, byte[] value);

  /**
   * Stores {@code keys[i] -> values[i]} for every {@code i}, through the engine's fastest bulk path
   * (RocksDB's WriteBatch, one JE transaction, ...). The harness preloads with it, in batches of
   * {@value io.kvperf.engine.KvStore#PRELOAD_BATCH_SIZE}; the batch need not be atomic. By default,
   * one {@link #put} per entry.
   */
  default void putBatch(byte[][] keys, byte[][] values) {
    for (int i = 0; i < keys.length; i++) {
      put(keys[i], values[i]);
    }
  }

  /** The number of entries per {@link #putBatch} in the harness's preload. */
  int PRELOAD_BATCH_SIZE = 1_000;

  /** Removes {@code key}; removing a missing key does nothing. */
  void delete(byte[] key);

  /**
   * Visits up to {@code limit} entries in key order, starting at the first key {@code >= startKey}
   * ({@link ScanDirection#ASCENDING}) or {@code <= startKey} ({@link ScanDirection#DESCENDING}).
   *
   * @return the number of entries visited
   * @throws UnsupportedOperationException when the engine does not declare the matching {@link
   *     Capability}
   */
  default int scan(byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    throw new UnsupportedOperationException("this engine declares no " + direction + " scans");
  }

  /** Makes every acknowledged write durable as far as the engine's configuration promises. */
  void flush() throws IOException;

  /**
   * Brings the store to a steady internal shape and returns when it is there: writes flushed and
   * the background work they started (compactions) finished, so that a measurement that follows
   * starts from the same shape in every fork. By default {@link #flush()}; an engine that compacts
   * in the background overrides it ({@link AfterPreload#SETTLE}).
   */
  default void settle() throws IOException {
    flush();
  }

  /** Releases the store's resources; a second call does nothing. */
  @Override
  void close() throws IOException;
}
