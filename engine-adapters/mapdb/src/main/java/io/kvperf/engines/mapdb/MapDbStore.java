package io.kvperf.engines.mapdb;

import io.kvperf.engine.ConcurrentMapStore;
import java.util.concurrent.ConcurrentMap;
import org.mapdb.DB;

/** The store behind the MapDB engines; scans come with the BTreeMap, which is navigable. */
final class MapDbStore extends ConcurrentMapStore {
  private final DB db;

  MapDbStore(DB db, ConcurrentMap<byte[], byte[]> map) {
    super(map);
    this.db = db;
  }

  @Override
  protected void engineFlush() {
    db.commit();
  }

  @Override
  protected void engineClose() {
    db.close();
  }
}
