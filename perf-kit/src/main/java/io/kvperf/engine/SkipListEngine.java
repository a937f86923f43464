package io.kvperf.engine;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * The reference engine {@code skiplist}: a {@link java.util.concurrent.ConcurrentSkipListMap} over
 * byte arrays in unsigned lexicographic order. It needs no dependency and anchors same-run ratio
 * contracts. Not persistent: the directory is ignored.
 */
public final class SkipListEngine implements KvEngine {
  /** The id of the reference engine. */
  public static final String ID = "skiplist";

  /** The engine; {@link java.util.ServiceLoader} makes it too, as {@link EngineRegistry} does. */
  public SkipListEngine() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(
        Capability.SCAN_ASCENDING,
        Capability.SCAN_DESCENDING,
        Capability.ZERO_COPY_READS,
        Capability.SIDE_BY_SIDE);
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "comparator", "Arrays.compareUnsigned", "storage", "on-heap, byte[] keys and values");
  }

  @Override
  public KvStore open(StoreContext context) {
    return new SkipListStore();
  }

  /** Unsigned lexicographic order of byte arrays, the order every engine's scans must follow. */
  static int compareKeys(byte[] a, byte[] b) {
    return Arrays.compareUnsigned(a, b);
  }
}
