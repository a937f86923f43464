package io.kvperf.engines.rocksdb;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.NativeAccess;
import io.kvperf.engine.StoreContext;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.CompressionType;
import org.rocksdb.LRUCache;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.WriteOptions;

/**
 * {@code rocksdb}: one RocksDB database with its default column family, no compression, a 64 MB
 * block cache, writes to the WAL without sync. The settings that matter are in {@link #options()}
 * and the module's README.
 */
public final class RocksDbEngine implements KvEngine {
  static final long BLOCK_CACHE_BYTES = 64L << 20;

  @Override
  public String id() {
    return "rocksdb";
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(
        Capability.SCAN_ASCENDING,
        Capability.SCAN_DESCENDING,
        Capability.PERSISTENT,
        Capability.SIDE_BY_SIDE);
  }

  /** Native code: native access enabled on JDK 24 and later, nothing before. */
  @Override
  public List<String> forkJvmArgs(Runtime.Version forkJvm) {
    return NativeAccess.jvmArgs(forkJvm);
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "blockCacheBytes", String.valueOf(BLOCK_CACHE_BYTES),
        "compression", "NO_COMPRESSION",
        "wal", "on, sync=false",
        "flush", "RocksDB.flush(waitForFlush): memtable to SST",
        "settle", "flush, then compactRange() over every key, both waited for",
        "preload", "WriteBatch of 1,000 entries",
        "otherOptions", "RocksDB defaults (write buffer 64 MB, level compaction)");
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    // Loaded here, not when the engine is discovered: the test JVM lists engines, only forks open.
    RocksDB.loadLibrary();
    LRUCache cache = new LRUCache(BLOCK_CACHE_BYTES);
    Options options =
        new Options()
            .setCreateIfMissing(true)
            .setCompressionType(CompressionType.NO_COMPRESSION)
            .setTableFormatConfig(new BlockBasedTableConfig().setBlockCache(cache));
    WriteOptions writeOptions = new WriteOptions().setSync(false);
    try {
      RocksDB db = RocksDB.open(options, directory.toString());
      return new RocksDbStore(db, options, writeOptions, cache);
    } catch (RocksDBException e) {
      writeOptions.close();
      options.close();
      cache.close();
      throw new KvStoreException("cannot open RocksDB in " + directory, e);
    }
  }
}
