package com.example.kv;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * An engine of this project's own: a {@link java.util.TreeMap} in unsigned key order behind one
 * read-write lock. Registered in {@code META-INF/services/io.kvperf.engine.KvEngine}, so the kit
 * finds it on the class path and runs the contracts on it in forked JVMs.
 */
public final class SortedMapEngine implements KvEngine {
  /** The engine's id in display names, baselines and reports. */
  public static final String ID = "sorted-map";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(Capability.SCAN_ASCENDING, Capability.SCAN_DESCENDING);
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "storage", "on-heap TreeMap, byte[] keys and values, not persistent",
        "locking", "one ReentrantReadWriteLock, non-fair");
  }

  @Override
  public KvStore open(StoreContext context) {
    return new SortedMapStore();
  }
}
