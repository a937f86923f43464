package io.kvperf.engines.lmdb;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.NativeAccess;
import io.kvperf.engine.StoreHints;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lmdbjava.ByteArrayProxy;
import org.lmdbjava.Dbi;
import org.lmdbjava.DbiFlags;
import org.lmdbjava.Env;
import org.lmdbjava.EnvFlags;

/**
 * {@code lmdb}: one LMDB database through lmdbjava's byte-array buffer proxy (which needs no JVM
 * options), without sync on commit. The map is sized from the workload's {@link StoreHints}. The
 * settings that matter are in {@link #options()} and the module's README.
 */
public final class LmdbEngine implements KvEngine {
  static final long MIN_MAP_SIZE_BYTES = 1L << 30;
  static final int ENTRY_OVERHEAD_BYTES = 64;

  @Override
  public String id() {
    return "lmdb";
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(Capability.SCAN_ASCENDING, Capability.SCAN_DESCENDING, Capability.PERSISTENT);
  }

  /** Native code: native access enabled on JDK 24 and later, nothing before. */
  @Override
  public List<String> forkJvmArgs(Runtime.Version forkJvm) {
    return NativeAccess.jvmArgs(forkJvm);
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "bufferProxy", "ByteArrayProxy (values copied into byte arrays)",
        "mapSize", "4 x expected entries x (key + value + 64 B), at least 1 GiB",
        "flags", "MDB_NOTLS, MDB_NOSYNC (commits not fsynced)",
        "flush", "Env.sync(true): fsync",
        "preload", "one write transaction per batch of 1,000 entries",
        "compression", "none (LMDB has none)",
        "cache", "none of its own: the OS page cache serves the mapped file");
  }

  @Override
  public KvStore open(Path directory) {
    return open(directory, StoreHints.SMALL);
  }

  @Override
  public KvStore open(Path directory, StoreHints hints) {
    long entryBytes =
        (long) hints.averageKeySizeBytes() + hints.averageValueSizeBytes() + ENTRY_OVERHEAD_BYTES;
    long mapSize = Math.max(MIN_MAP_SIZE_BYTES, 4 * hints.expectedEntries() * entryBytes);
    Env<byte[]> env =
        Env.create(ByteArrayProxy.PROXY_BA)
            .setMapSize(mapSize)
            .setMaxDbs(1)
            .setMaxReaders(256)
            .open(directory.toFile(), EnvFlags.MDB_NOTLS, EnvFlags.MDB_NOSYNC);
    // LMDB orders keys with memcmp (unsigned); lmdbjava's cursor ranges need the same order on
    // the Java side, which its byte-array default does not give (it stopped descending scans at
    // 0x80 -> 0x7f). The comparator is not called back from LMDB (false).
    Dbi<byte[]> db = env.openDbi("kv", ByteArrayProxy::compareArrays, false, DbiFlags.MDB_CREATE);
    return new LmdbStore(env, db);
  }
}
