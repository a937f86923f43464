package io.kvperf.engines.h2;

import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.ScanDirection;
import org.h2.mvstore.Cursor;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

/** The store behind {@link MvStoreEngine}; MVMap is safe for concurrent readers and writers. */
final class MvStoreStore implements KvStore {
  private final MVStore store;
  private final MVMap<byte[], byte[]> map;
  private volatile boolean closed;

  MvStoreStore(MVStore store, MVMap<byte[], byte[]> map) {
    this.store = store;
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
    Cursor<byte[], byte[]> cursor =
        map.cursor(startKey, null, direction == ScanDirection.DESCENDING);
    int visited = 0;
    while (visited < limit && cursor.hasNext()) {
      byte[] key = cursor.next();
      visitor.visit(key, cursor.getValue());
      visited++;
    }
    return visited;
  }

  @Override
  public void flush() {
    checkOpen();
    store.commit();
  }

  @Override
  public void close() {
    if (!closed) {
      closed = true;
      store.close();
    }
  }

  private void checkOpen() {
    if (closed) {
      throw new KvStoreException("the h2-mvstore store is closed");
    }
  }
}
