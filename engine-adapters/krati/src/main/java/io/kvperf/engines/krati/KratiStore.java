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

  KratiStore(DataStore<byte[], byte[]> store) {
    this.store = store;
  }

  @Override
  protected byte[] engineGet(byte[] key) {
    return store.get(key);
  }

  @Override
  protected void enginePut(byte[] key, byte[] value) {
    try {
      store.put(key, value);
    } catch (Exception e) {
      throw new KvStoreException("Krati put failed", e);
    }
  }

  @Override
  protected void engineDelete(byte[] key) {
    try {
      store.delete(key);
    } catch (Exception e) {
      throw new KvStoreException("Krati delete failed", e);
    }
  }

  @Override
  protected void engineFlush() throws IOException {
    store.sync();
  }

  @Override
  protected void engineClose() throws IOException {
    store.close();
  }
}
