package io.kvperf.engine;

import java.io.IOException;

/**
 * The base of an adapter's store: it makes {@link #close()} idempotent (the engine is closed once)
 * and fails every use after closing with a clear {@link KvStoreException}. Every operation checks
 * the store is open here, once, and then calls its {@code engine…} counterpart, which the subclass
 * implements over its engine; the optional ones (zero-copy reads, batches, scans) have the {@link
 * KvStore} defaults. The store needs no id of its own: the engine's {@link KvEngine#id()} is the
 * only one.
 */
public abstract class AbstractKvStore implements KvStore {
  private volatile boolean closed;

  /** An open store; the subclass has opened its engine. */
  protected AbstractKvStore() {}

  @Override
  public final byte[] get(byte[] key) {
    checkOpen();
    return engineGet(key);
  }

  @Override
  public final boolean read(byte[] key, ValueReader reader) {
    checkOpen();
    return engineRead(key, reader);
  }

  @Override
  public final void put(byte[] key, byte[] value) {
    checkOpen();
    enginePut(key, value);
  }

  @Override
  public final void putBatch(byte[][] keys, byte[][] values) {
    checkOpen();
    enginePutBatch(keys, values);
  }

  @Override
  public final void delete(byte[] key) {
    checkOpen();
    engineDelete(key);
  }

  @Override
  public final int scan(byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    checkOpen();
    return engineScan(startKey, limit, direction, visitor);
  }

  @Override
  public final void flush() throws IOException {
    checkOpen();
    engineFlush();
  }

  @Override
  public final void settle() throws IOException {
    checkOpen();
    engineSettle();
  }

  @Override
  public final void close() throws IOException {
    if (!closed) {
      closed = true;
      engineClose();
    }
  }

  /** {@link #get}, the store open. */
  protected abstract byte[] engineGet(byte[] key);

  /** {@link #read}, the store open; by default the engine has no zero-copy reads. */
  protected boolean engineRead(byte[] key, ValueReader reader) {
    return KvStore.super.read(key, reader);
  }

  /** {@link #put}, the store open. */
  protected abstract void enginePut(byte[] key, byte[] value);

  /** {@link #putBatch}, the store open; by default one {@link #enginePut} per entry. */
  protected void enginePutBatch(byte[][] keys, byte[][] values) {
    for (int i = 0; i < keys.length; i++) {
      enginePut(keys[i], values[i]);
    }
  }

  /** {@link #delete}, the store open. */
  protected abstract void engineDelete(byte[] key);

  /** {@link #scan}, the store open; by default the engine has no ordered scans. */
  protected int engineScan(
      byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    return KvStore.super.scan(startKey, limit, direction, visitor);
  }

  /** Makes acknowledged writes durable as far as the engine's configuration promises. */
  protected abstract void engineFlush() throws IOException;

  /**
   * {@link #settle()}, the store open: by default {@link #engineFlush()}; an engine that compacts
   * in the background flushes, compacts and waits for it.
   */
  protected void engineSettle() throws IOException {
    engineFlush();
  }

  /** Releases the engine's resources; called once, by the first {@link #close()}. */
  protected abstract void engineClose() throws IOException;

  /** Fails with a clear error once the store is closed. */
  protected final void checkOpen() {
    if (closed) {
      throw new KvStoreException(getClass().getName() + " is closed");
    }
  }
}
