package io.kvperf.engines.chronicle;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.NativeAccess;
import io.kvperf.engine.StoreContext;
import io.kvperf.engine.StoreHints;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.openhft.chronicle.map.ChronicleMap;
import net.openhft.chronicle.map.ChronicleMapBuilder;

/**
 * {@code chronicle-map}: a persisted Chronicle Map of byte arrays, hash only. It is sized when it
 * is created, from the workload's {@link StoreHints}. The settings that matter are in {@link
 * #options()} and the module's README.
 */
public final class ChronicleMapEngine implements KvEngine {
  static final double MAX_BLOAT_FACTOR = 5;

  @Override
  public String id() {
    return "chronicle-map";
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(Capability.PERSISTENT);
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "sizing",
            "entries = twice the preload, or the preload and the keys a count-bounded run"
                + " inserts (at least 100,000), average key and value sizes of the workload",
        "maxBloatFactor", String.valueOf(MAX_BLOAT_FACTOR),
        "persistence", "createPersistedTo: memory-mapped file",
        "flush", "nothing: writes go to the mapped file; the OS writes it back",
        "analytics", "off (-Dchronicle.analytics.disable=true on every fork)");
  }

  /**
   * The options JDK 17 needs for Chronicle's off-heap access; added to this engine's forks only.
   */
  @Override
  public List<String> forkJvmArgs(Runtime.Version forkJvm) {
    List<String> args = new ArrayList<>();
    args.add("--add-opens=java.base/java.lang=ALL-UNNAMED");
    args.add("--add-opens=java.base/java.lang.reflect=ALL-UNNAMED");
    args.add("--add-exports=java.base/sun.nio.ch=ALL-UNNAMED");
    args.add("--add-exports=jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED");
    // JNA and jnr call native code: from JDK 24 on that needs native access enabled.
    args.addAll(NativeAccess.jvmArgs(forkJvm));
    return List.copyOf(args);
  }

  @Override
  public KvStore open(StoreContext context) throws IOException {
    Path directory = context.directory();
    StoreHints hints = context.hints();
    try {
      ChronicleMap<byte[], byte[]> map =
          ChronicleMapBuilder.of(byte[].class, byte[].class)
              .name("kv")
              .entries(hints.expectedEntries())
              .averageKeySize(hints.averageKeySizeBytes())
              .averageValueSize(Math.max(1, hints.averageValueSizeBytes()))
              .maxBloatFactor(MAX_BLOAT_FACTOR)
              .createPersistedTo(directory.resolve("kv.cmap").toFile());
      return new ChronicleMapStore(map);
    } catch (RuntimeException e) {
      throw new KvStoreException("cannot open Chronicle Map in " + directory, e);
    }
  }
}
