package io.kvperf.engines.leveldb;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.StoreContext;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.iq80.leveldb.CompressionType;
import org.iq80.leveldb.DB;
import org.iq80.leveldb.Options;
import org.iq80.leveldb.impl.Iq80DBFactory;

/**
 * {@code leveldb-java}: the pure-Java port of LevelDB ({@code org.iq80.leveldb:leveldb}). Its
 * reverse iteration throws {@link UnsupportedOperationException}, so it declares ascending scans
 * only. The settings that matter are in {@link #options()} and the module's README.
 */
public final class LevelDbJavaEngine implements KvEngine {
  static final long CACHE_SIZE_BYTES = 64L << 20;

  @Override
  public String id() {
    return "leveldb-java";
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(Capability.SCAN_ASCENDING, Capability.PERSISTENT, Capability.SIDE_BY_SIDE);
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "cacheSizeBytes", String.valueOf(CACHE_SIZE_BYTES),
        "compression", "NONE",
        "sync", "false (log written, not fsynced)",
        "flush", "none: LevelDB has no flush; acknowledged writes are in its log",
        "preload", "WriteBatch of 1,000 entries");
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    Options options =
        new Options()
            .createIfMissing(true)
            .compressionType(CompressionType.NONE)
            .cacheSize(CACHE_SIZE_BYTES);
    try {
      DB db = Iq80DBFactory.factory.open(directory.toFile(), options);
      return new LevelDbJavaStore(db);
    } catch (IOException e) {
      throw new KvStoreException("cannot open LevelDB in " + directory, e);
    }
  }
}
