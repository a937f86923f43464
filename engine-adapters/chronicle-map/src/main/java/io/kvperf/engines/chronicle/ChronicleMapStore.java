package io.kvperf.engines.chronicle;

import io.kvperf.engine.ConcurrentMapStore;
import net.openhft.chronicle.map.ChronicleMap;

/** The store behind {@link ChronicleMapEngine}; Chronicle Map is safe for concurrent use. */
final class ChronicleMapStore extends ConcurrentMapStore {
  private final ChronicleMap<byte[], byte[]> map;

  ChronicleMapStore(ChronicleMap<byte[], byte[]> map) {
    super(map);
    this.map = map;
  }

  /** Nothing: writes land in the mapped file and the OS writes them back. */
  @Override
  protected void engineFlush() {}

  @Override
  protected void engineClose() {
    map.close();
  }
}
