package io.kvperf.engines.h2;

import io.kvperf.engine.ConcurrentMapStore;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.ScanDirection;
import org.h2.mvstore.Cursor;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

/** The store behind {@link MvStoreEngine}; MVMap is safe for concurrent readers and writers. */
final class MvStoreStore extends ConcurrentMapStore {
  private final MVStore store;
  private final MVMap<byte[], byte[]> map;
  private final int compactOnCloseMillis;

  /**
   * @param compactOnCloseMillis what {@code MVStore.close(int)} is given: 0 for no compaction, -1
   *     until done
   */
  MvStoreStore(MVStore store, MVMap<byte[], byte[]> map, int compactOnCloseMillis) {
    super(map);
    this.store = store;
    this.map = map;
    this.compactOnCloseMillis = compactOnCloseMillis;
  }

  /** MVMap is not a NavigableMap: its cursor scans either way. */
  @Override
  protected int engineScan(
      byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
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
  protected void engineFlush() {
    store.commit();
  }

  @Override
  protected void engineClose() {
    store.close(compactOnCloseMillis);
  }
}
