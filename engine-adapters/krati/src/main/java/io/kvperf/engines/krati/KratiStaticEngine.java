package io.kvperf.engines.krati;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.StoreContext;
import io.kvperf.engine.StoreHints;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import krati.core.segment.MemorySegmentFactory;
import krati.store.StaticDataStore;

/**
 * {@code krati-static}: a Krati {@link StaticDataStore} with memory segments: the fixed-capacity
 * hash store the Krati seed measured as "SimpleDataStore", the name it had before Krati 0.4. Its
 * capacity is a number of hash slots fixed when the store is created: the next power of two at or
 * above the workload's expected entries ({@link StoreHints}), at least {@value #MIN_CAPACITY}. Keys
 * that share a slot are kept together in the slot's data, so it holds more keys than slots, at a
 * cost. Hash only; writes are serialised by Krati, reads concurrent. The settings that matter are
 * in {@link #options()} and the module's README.
 */
public final class KratiStaticEngine implements KvEngine {
  /** The fewest hash slots a store gets. */
  static final int MIN_CAPACITY = 1 << 16;

  /** Krati's capacity is an int of slots; a power of two at most this. */
  static final int MAX_CAPACITY = 1 << 30;

  @Override
  public String id() {
    return "krati-static";
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(Capability.PERSISTENT, Capability.SIDE_BY_SIDE);
  }

  @Override
  public Map<String, String> options() {
    return KratiEngine.options(
        Map.of(
            "store",
            "StaticDataStore (the seed's SimpleDataStore)",
            "capacity",
            "hash slots: the next power of two at or above the expected entries (twice the"
                + " preload, or the preload and the keys a count-bounded run inserts), at least "
                + MIN_CAPACITY),
        "StaticDataStore");
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    StoreHints hints = context.hints();
    int capacity = capacity(hints.expectedEntries());
    try {
      return new KratiStore(
          new StaticDataStore(
              directory.toFile(),
              capacity,
              KratiEngine.BATCH_SIZE,
              KratiEngine.SYNC_BATCHES,
              KratiEngine.SEGMENT_FILE_SIZE_MB,
              new MemorySegmentFactory()));
    } catch (Exception e) {
      throw new KvStoreException("cannot open Krati's StaticDataStore in " + directory, e);
    }
  }

  /** The next power of two at or above {@code expectedEntries}, within the bounds. */
  static int capacity(long expectedEntries) {
    long wanted = Math.max(MIN_CAPACITY, Math.min(MAX_CAPACITY, expectedEntries));
    return (int) Long.highestOneBit(wanted - 1) << 1;
  }
}
