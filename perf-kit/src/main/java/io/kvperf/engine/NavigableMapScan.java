package io.kvperf.engine;

import java.util.Map;
import java.util.NavigableMap;

/**
 * {@link KvStore#scan} over a {@link NavigableMap} ordered by unsigned bytes, for adapters of
 * engines that expose one (the skip list, MapDB's BTreeMap).
 */
public final class NavigableMapScan {
  private NavigableMapScan() {}

  /**
   * Visits up to {@code limit} entries of {@code map} from {@code startKey} in {@code direction}.
   */
  public static int scan(
      NavigableMap<byte[], byte[]> map,
      byte[] startKey,
      int limit,
      ScanDirection direction,
      EntryVisitor visitor) {
    NavigableMap<byte[], byte[]> view =
        direction == ScanDirection.ASCENDING
            ? map.tailMap(startKey, true)
            : map.headMap(startKey, true).descendingMap();
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
