package io.kvperf.engines.krati;

import io.kvperf.engine.AbstractKvStore;
import io.kvperf.engine.KvStoreException;
import java.io.IOException;
import krati.store.DataStore;

/**
 * The store behind {@link KratiEngine} and {@link KratiStaticEngine}: Krati synchronises writes
 * itself, reads run freely.
 */
final class KratiStore extends AbstractKvStore {
  private final DataStore<byte[], byte[]> store;

  KratiStore(String engineId, DataStore<byte[], byte[]> store) {
    super(engineId);
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
  protected void flushEngine() throws IOException {
    store.sync();
  }

  @Override
  protected void closeEngine() throws IOException {
    store.close();
  }
}
