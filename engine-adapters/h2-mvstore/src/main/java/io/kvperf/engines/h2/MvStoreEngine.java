package io.kvperf.engines.h2;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SettingDescriptor;
import io.kvperf.engine.StoreContext;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.type.ByteArrayDataType;

/**
 * {@code h2-mvstore}: one {@link MVMap} of byte arrays in an H2 MVStore file. The settings that
 * matter for a comparison are in {@link #options()} and the module's README.
 */
public final class MvStoreEngine implements KvEngine {
  static final int CACHE_SIZE_MB = 64;
  static final int AUTO_COMMIT_DELAY_MILLIS = 1000;

  /**
   * The setting for the time {@code MVStore.close(int)} may spend compacting the file. Without it
   * the store closes as {@code MVStore.close()} does, without compacting, and the file keeps the
   * space of overwritten pages.
   */
  static final SettingDescriptor<Integer> COMPACT_ON_CLOSE_MILLIS =
      SettingDescriptor.wholeNumber("compactOnCloseMillis", -1, 3_600_000)
          .means(
              "how long `MVStore.close(int)` may compact the file before it closes, in"
                  + " milliseconds, or -1 until done, so that the occupied space is the live data's")
          .byDefault("no compaction (`MVStore.close()`)")
          .reportedAs(
              millis ->
                  "MVStore.close("
                      + millis
                      + "): compaction "
                      + (millis == -1 ? "until done" : "for up to " + millis + " ms"))
          .replacing("close");

  @Override
  public String id() {
    return "h2-mvstore";
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
  public Map<String, String> options() {
    return Map.of(
        "cacheSizeMB", String.valueOf(CACHE_SIZE_MB),
        "compression", "off",
        "autoCommit", "every " + AUTO_COMMIT_DELAY_MILLIS + " ms or 1 MB of changes (defaults)",
        "flush", "MVStore.commit(), no fsync",
        "keyOrder", "ByteArrayDataType (unsigned lexicographic)",
        "close", "MVStore.close(): no compaction");
  }

  @Override
  public List<SettingDescriptor<?>> settings() {
    return List.of(COMPACT_ON_CLOSE_MILLIS);
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    MVStore store =
        new MVStore.Builder()
            .fileName(directory.resolve("kv.mv.db").toString())
            .cacheSize(CACHE_SIZE_MB)
            .open();
    store.setAutoCommitDelay(AUTO_COMMIT_DELAY_MILLIS);
    MVMap<byte[], byte[]> map =
        store.openMap(
            "kv",
            new MVMap.Builder<byte[], byte[]>()
                .keyType(ByteArrayDataType.INSTANCE)
                .valueType(ByteArrayDataType.INSTANCE));
    return new MvStoreStore(store, map, COMPACT_ON_CLOSE_MILLIS.in(context).orElse(0));
  }
}
