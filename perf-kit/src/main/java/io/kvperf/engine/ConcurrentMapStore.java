package io.kvperf.engine;

import java.util.Map;
import java.util.NavigableMap;
import java.util.concurrent.ConcurrentMap;

/**
 * A {@link KvStore} over an engine that exposes a {@link ConcurrentMap} of byte arrays (the skip
 * list, H2 MVStore, MapDB, Chronicle Map): gets, puts and deletes go to the map, scans too when it
 * is a {@link NavigableMap} in unsigned byte order, and every use after {@link #close()} is a clear
 * error ({@link AbstractKvStore}). Subclasses say how the engine flushes and closes.
 */
public abstract class ConcurrentMapStore extends AbstractKvStore {
  private final ConcurrentMap<byte[], byte[]> map;

  /** A store over {@code map}. */
  protected ConcurrentMapStore(ConcurrentMap<byte[], byte[]> map) {
    this.map = map;
  }

  @Override
  protected byte[] engineGet(byte[] key) {
    return map.get(key);
  }

  @Override
  protected void enginePut(byte[] key, byte[] value) {
    map.put(key, value);
  }

  @Override
  protected void engineDelete(byte[] key) {
    map.remove(key);
  }

  /** Scans a navigable map; any other map has no scans (the engine declares none). */
  @Override
  protected int engineScan(
      byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    if (!(map instanceof NavigableMap<byte[], byte[]> ordered)) {
      return super.engineScan(startKey, limit, direction, visitor);
    }
    NavigableMap<byte[], byte[]> view =
        direction == ScanDirection.ASCENDING
            ? ordered.tailMap(startKey, true)
            : ordered.headMap(startKey, true).descendingMap();
    int visited = 0;
    for (Map.Entry<byte[], byte[]> entry : view.entrySet()) {
      if (visited == limit) {
        break;
      }
      visitor.visit(entry.getKey(), entry.getValue());
      visited++;
    }
    return visited;
  }
}
