package io.kvperf.engines.chronicle;

import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import net.openhft.chronicle.map.ChronicleMap;

/** The store behind {@link ChronicleMapEngine}; Chronicle Map is safe for concurrent use. */
final class ChronicleMapStore implements KvStore {
  private final ChronicleMap<byte[], byte[]> map;
  private volatile boolean closed;

  ChronicleMapStore(ChronicleMap<byte[], byte[]> map) {
    this.map = map;
  }

  @Override
  public byte[] get(byte[] key) {
    checkOpen();
    return map.get(key);
  }

  @Override
  public void put(byte[] key, byte[] value) {
    checkOpen();
    map.put(key, value);
  }

  @Override
  public void delete(byte[] key) {
    checkOpen();
    map.remove(key);
  }

  @Override
  public void flush() {
    checkOpen();
  }

  @Override
  public void close() {
    if (!closed) {
      closed = true;
      map.close();
    }
  }

  private void checkOpen() {
    if (closed) {
      throw new KvStoreException("the chronicle-map store is closed");
    }
  }
}
