package io.kvperf.engine;

import java.io.IOException;

/**
 * The base of an adapter's store: it holds the engine id and the closed flag, makes {@link
 * #close()} idempotent (the engine is closed once), and fails every use after closing with a clear
 * {@link KvStoreException} through {@link #checkOpen()}. Subclasses call {@code checkOpen()} at the
 * start of each operation and say how the engine flushes and closes.
 */
public abstract class AbstractKvStore implements KvStore {
  private final String engineId;
  private volatile boolean closed;

  /** A store of engine {@code engineId}. */
  protected AbstractKvStore(String engineId) {
    this.engineId = engineId;
  }

  /** The id of the engine this store belongs to, for messages. */
  protected final String engineId() {
    return engineId;
  }

  @Override
  public final void flush() throws IOException {
    checkOpen();
    flushEngine();
  }

  @Override
  public final void close() throws IOException {
    if (!closed) {
      closed = true;
      closeEngine();
    }
  }

  /** Makes acknowledged writes durable as far as the engine's configuration promises. */
  protected abstract void flushEngine() throws IOException;

  /** Releases the engine's resources; called once, by the first {@link #close()}. */
  protected abstract void closeEngine() throws IOException;

  /** Fails with a clear error once the store is closed. */
  protected final void checkOpen() {
    if (closed) {
      throw new KvStoreException("the " + engineId + " store is closed");
    }
  }
}
