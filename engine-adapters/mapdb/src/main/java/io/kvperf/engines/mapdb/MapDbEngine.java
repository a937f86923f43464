package io.kvperf.engines.mapdb;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentMap;
import org.mapdb.DB;
import org.mapdb.DBMaker;
import org.mapdb.Serializer;

/**
 * The MapDB adapters: a file-backed MapDB with memory-mapped files, no transactions (no write-ahead
 * log), holding one {@code BTreeMap} ({@code mapdb-btree}, ordered) or one {@code HTreeMap} ({@code
 * mapdb-htree}, hash only). The settings that matter are in {@link #options()} and the module's
 * README.
 */
public abstract class MapDbEngine implements KvEngine {
  private final String id;

  MapDbEngine(String id) {
    this.id = id;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "file", "DBMaker.fileDB, memory-mapped where supported",
        "transactions", "off (no write-ahead log)",
        "flush", "DB.commit(): writes to the file, no fsync",
        "compression", "none",
        "cache", "none of MapDB's own (the OS page cache serves mapped files)",
        "serializers", "Serializer.BYTE_ARRAY for keys and values");
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    DB db =
        DBMaker.fileDB(directory.resolve("kv.mapdb").toFile()).fileMmapEnableIfSupported().make();
    return new MapDbStore(db, map(db));
  }

  abstract ConcurrentMap<byte[], byte[]> map(DB db);

  /** {@code mapdb-btree}: MapDB's BTreeMap, ordered, scans both ways. */
  public static final class BTree extends MapDbEngine {
    /** Created by ServiceLoader. */
    public BTree() {
      super("mapdb-btree");
    }

    @Override
    public Set<Capability> capabilities() {
      return EnumSet.of(
          Capability.SCAN_ASCENDING,
          Capability.SCAN_DESCENDING,
          Capability.PERSISTENT,
          Capability.SIDE_BY_SIDE);
    }

    @Override
    ConcurrentMap<byte[], byte[]> map(DB db) {
      return db.treeMap("kv", Serializer.BYTE_ARRAY, Serializer.BYTE_ARRAY).createOrOpen();
    }
  }

  /** {@code mapdb-htree}: MapDB's HTreeMap, hash only, no scans. */
  public static final class HTree extends MapDbEngine {
    /** Created by ServiceLoader. */
    public HTree() {
      super("mapdb-htree");
    }

    @Override
    public Set<Capability> capabilities() {
      return EnumSet.of(Capability.PERSISTENT, Capability.SIDE_BY_SIDE);
    }

    @Override
    ConcurrentMap<byte[], byte[]> map(DB db) {
      return db.hashMap("kv", Serializer.BYTE_ARRAY, Serializer.BYTE_ARRAY).createOrOpen();
    }
  }
}
