package io.kvperf.engines.mapdb;

import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.NavigableMapScan;
import io.kvperf.engine.ScanDirection;
import java.util.NavigableMap;
import java.util.concurrent.ConcurrentMap;
import org.mapdb.DB;

/** The store behind the MapDB engines; scans need the ordered map. */
final class MapDbStore implements KvStore {
  private final String engineId;
  private final DB db;
  private final ConcurrentMap<byte[], byte[]> map;
  private volatile boolean closed;

  MapDbStore(String engineId, DB db, ConcurrentMap<byte[], byte[]> map) {
    this.engineId = engineId;
    this.db = db;
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
  public int scan(byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    checkOpen();
    if (!(map instanceof NavigableMap<byte[], byte[]> ordered)) {
      return KvStore.super.scan(startKey, limit, direction, visitor);
    }
    return NavigableMapScan.scan(ordered, startKey, limit, direction, visitor);
  }

  @Override
  public void flush() {
    checkOpen();
    db.commit();
  }

  @Override
  public void close() {
    if (!closed) {
      closed = true;
      db.close();
    }
  }

  private void checkOpen() {
    if (closed) {
      throw new KvStoreException("the " + engineId + " store is closed");
    }
  }
}
