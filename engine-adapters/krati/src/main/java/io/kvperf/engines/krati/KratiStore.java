package io.kvperf.engines.krati;

import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import java.io.IOException;
import krati.store.DynamicDataStore;

/** The store behind {@link KratiEngine}: Krati synchronises writes itself, reads run freely. */
final class KratiStore implements KvStore {
  private final DynamicDataStore store;
  private volatile boolean closed;

  KratiStore(DynamicDataStore store) {
    this.store = store;
  }

  @Override
  public byte[] get(byte[] key) {
    checkOpen();
    return store.get(key);
  }

  @Override
  public void put(byte[] key, byte[] value) {
    checkOpen();
    try {
      store.put(key, value);
    } catch (Exception e) {
      throw new KvStoreException("Krati put failed", e);
    }
  }

  @Override
  public void delete(byte[] key) {
    checkOpen();
    try {
      store.delete(key);
    } catch (Exception e) {
      throw new KvStoreException("Krati delete failed", e);
    }
  }

  @Override
  public void flush() throws IOException {
    checkOpen();
    store.sync();
  }

  @Override
  public void close() throws IOException {
    if (!closed) {
      closed = true;
      store.close();
    }
  }

  private void checkOpen() {
    if (closed) {
      throw new KvStoreException("the krati store is closed");
    }
  }
}
