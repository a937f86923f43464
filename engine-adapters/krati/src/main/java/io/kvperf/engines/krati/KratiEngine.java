package io.kvperf.engines.krati;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.StoreContext;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import krati.core.segment.MemorySegmentFactory;
import krati.store.DynamicDataStore;

/**
 * {@code krati}: a Krati {@link DynamicDataStore} with memory segments and initial level 2, as the
 * Krati seed ran its DynamicDataStore. Hash only; writes are serialised by Krati, reads concurrent.
 * The settings that matter are in {@link #options()} and the module's README.
 */
public final class KratiEngine implements KvEngine {
  static final int INIT_LEVEL = 2;
  static final int BATCH_SIZE = 10_000;
  static final int SYNC_BATCHES = 5;
  static final int SEGMENT_FILE_SIZE_MB = 256;

  @Override
  public String id() {
    return "krati";
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(Capability.PERSISTENT, Capability.SIDE_BY_SIDE);
  }

  @Override
  public Map<String, String> options() {
    return options(
        Map.of("store", "DynamicDataStore, initLevel " + INIT_LEVEL), "DynamicDataStore");
  }

  /**
   * The options both Krati stores share (segments, update batching, logging), with {@code own} and
   * the flush of {@code storeClass}.
   */
  static Map<String, String> options(Map<String, String> own, String storeClass) {
    Map<String, String> options = new TreeMap<>(own);
    options.put("segments", "MemorySegmentFactory, " + SEGMENT_FILE_SIZE_MB + " MB");
    options.put("batchSize", String.valueOf(BATCH_SIZE));
    options.put("numSyncBatches", String.valueOf(SYNC_BATCHES));
    options.put("flush", storeClass + ".sync()");
    options.put("logging", "log4j 1.2.16 replaced by reload4j 1.2.27");
    return Map.copyOf(options);
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    try {
      return new KratiStore(
          new DynamicDataStore(
              directory.toFile(),
              INIT_LEVEL,
              BATCH_SIZE,
              SYNC_BATCHES,
              SEGMENT_FILE_SIZE_MB,
              new MemorySegmentFactory()));
    } catch (Exception e) {
      throw new KvStoreException("cannot open Krati in " + directory, e);
    }
  }
}
