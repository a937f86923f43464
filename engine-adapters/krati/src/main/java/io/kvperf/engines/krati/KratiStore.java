package io.kvperf.engines.krati;

import io.kvperf.engine.AbstractKvStore;
import io.kvperf.engine.KvStoreException;
import java.io.IOException;
import krati.store.DynamicDataStore;

/** The store behind {@link KratiEngine}: Krati synchronises writes itself, reads run freely. */
final class KratiStore extends AbstractKvStore {
  private final DynamicDataStore store;

  KratiStore(DynamicDataStore store) {
    super("krati");
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
