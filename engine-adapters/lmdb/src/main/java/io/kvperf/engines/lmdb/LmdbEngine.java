package io.kvperf.engines.lmdb;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.NativeAccess;
import io.kvperf.engine.StoreContext;
import io.kvperf.engine.StoreHints;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lmdbjava.ByteBufferProxy;
import org.lmdbjava.Dbi;
import org.lmdbjava.DbiFlags;
import org.lmdbjava.Env;
import org.lmdbjava.EnvFlags;

/**
 * {@code lmdb}: one LMDB database through lmdbjava's direct-buffer proxy, whose reads are views of
 * LMDB's memory map: gets copy them out, zero-copy reads lend them. No sync on commit. The map is
 * sized from the workload's {@link StoreHints}. The settings that matter are in {@link #options()}
 * and the module's README.
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
    return EnumSet.of(
        Capability.SCAN_ASCENDING,
        Capability.SCAN_DESCENDING,
        Capability.PERSISTENT,
        Capability.ZERO_COPY_READS,
        Capability.SIDE_BY_SIDE);
  }

  /**
   * lmdbjava's direct-buffer proxy points buffers at LMDB's memory by writing {@code
   * java.nio.Buffer}'s address field and reads addresses through {@code sun.nio.ch.DirectBuffer},
   * which Java 17 opens and exports only on request.
   */
  static final List<String> JVM_ARGS =
      List.of(
          "--add-opens",
          "java.base/java.nio=ALL-UNNAMED",
          "--add-exports",
          "java.base/sun.nio.ch=ALL-UNNAMED");

  /** {@link #JVM_ARGS} for the buffer proxy; native access on JDK 24 and later. */
  @Override
  public List<String> forkJvmArgs(Runtime.Version forkJvm) {
    List<String> args = new ArrayList<>(JVM_ARGS);
    args.addAll(NativeAccess.jvmArgs(forkJvm));
    return List.copyOf(args);
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "bufferProxy",
        "ByteBufferProxy.PROXY_OPTIMAL: gets and scans copy values out of the map into arrays,"
            + " zero-copy reads lend LMDB's own buffer",
        "mapSize",
        "4 x expected entries x (key + value + 64 B), at least 1 GiB",
        "flags",
        "MDB_NOTLS, MDB_NOSYNC (commits not fsynced)",
        "flush",
        "Env.sync(true): fsync",
        "preload",
        "one write transaction per batch of 1,000 entries",
        "compression",
        "none (LMDB has none)",
        "cache",
        "none of its own: the OS page cache serves the mapped file");
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    StoreHints hints = context.hints();
    long entryBytes =
        (long) hints.averageKeySizeBytes() + hints.averageValueSizeBytes() + ENTRY_OVERHEAD_BYTES;
    long mapSize = Math.max(MIN_MAP_SIZE_BYTES, 4 * hints.expectedEntries() * entryBytes);
    Env<ByteBuffer> env =
        Env.create(ByteBufferProxy.PROXY_OPTIMAL)
            .setMapSize(mapSize)
            .setMaxDbs(1)
            .setMaxReaders(256)
            .open(directory.toFile(), EnvFlags.MDB_NOTLS, EnvFlags.MDB_NOSYNC);
    // LMDB orders keys with memcmp (unsigned); lmdbjava's cursor ranges need the same order on
    // the Java side (its byte-array default was signed and stopped descending scans at 0x80 ->
    // 0x7f), so the order is given explicitly. It is not called back from LMDB (false).
    Dbi<ByteBuffer> db = env.openDbi("kv", LmdbStore::compareUnsigned, false, DbiFlags.MDB_CREATE);
    return new LmdbStore(env, db);
  }
}
