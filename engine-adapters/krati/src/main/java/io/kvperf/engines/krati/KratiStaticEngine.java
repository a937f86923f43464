package io.kvperf.engines.krati;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import krati.core.segment.MemorySegmentFactory;
import krati.store.StaticDataStore;

/**
 * {@code krati-static}: a Krati {@link StaticDataStore} with memory segments: the fixed-capacity
 * hash store the Krati seed measured as "SimpleDataStore", the name it had before Krati 0.4. Its
 * capacity is a fixed number of hash slots; keys that share a slot are kept together in the slot's
 * data, so it holds more keys than slots, at a cost. Hash only; writes are serialised by Krati,
 * reads concurrent. The settings that matter are in {@link #options()} and the module's README.
 */
public final class KratiStaticEngine implements KvEngine {
  /** Hash slots: 2^22, more than the seed's 2,500,000 keys, so few keys share a slot. */
  static final int CAPACITY = 1 << 22;

  @Override
  public String id() {
    return "krati-static";
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(Capability.PERSISTENT);
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "store",
        "StaticDataStore (the seed's SimpleDataStore), capacity " + CAPACITY + " slots",
        "segments",
        "MemorySegmentFactory, " + KratiEngine.SEGMENT_FILE_SIZE_MB + " MB",
        "batchSize",
        String.valueOf(KratiEngine.BATCH_SIZE),
        "numSyncBatches",
        String.valueOf(KratiEngine.SYNC_BATCHES),
        "flush",
        "StaticDataStore.sync()",
        "logging",
        "log4j 1.2.16 replaced by reload4j 1.2.27");
  }

  @Override
  public KvStore open(Path directory) {
    try {
      return new KratiStore(
          id(),
          new StaticDataStore(
              directory.toFile(),
              CAPACITY,
              KratiEngine.BATCH_SIZE,
              KratiEngine.SYNC_BATCHES,
              KratiEngine.SEGMENT_FILE_SIZE_MB,
              new MemorySegmentFactory()));
    } catch (Exception e) {
      throw new KvStoreException("cannot open Krati's StaticDataStore in " + directory, e);
    }
  }
}
