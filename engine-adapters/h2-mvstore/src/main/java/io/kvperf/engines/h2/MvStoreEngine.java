package io.kvperf.engines.h2;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SettingValues;
import io.kvperf.engine.StoreContext;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
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
   * The setting for the time {@code MVStore.close(int)} may spend compacting the file: whole
   * milliseconds, or -1 until done. Without it the store closes as {@code MVStore.close()} does,
   * without compacting, and the file keeps the space of overwritten pages.
   */
  static final String COMPACT_ON_CLOSE_MILLIS = "compactOnCloseMillis";

  private static final int MAX_COMPACT_ON_CLOSE_MILLIS = 3_600_000;

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
  public Map<String, String> settings() {
    return Map.of(
        COMPACT_ON_CLOSE_MILLIS,
        "how long MVStore.close(int) may compact the file, in whole milliseconds up to "
            + MAX_COMPACT_ON_CLOSE_MILLIS
            + ", or -1 until done; default: no compaction (MVStore.close())");
  }

  @Override
  public void checkSettings(Map<String, String> settings) {
    KvEngine.super.checkSettings(settings);
    String millis = settings.get(COMPACT_ON_CLOSE_MILLIS);
    if (millis != null) {
      compactOnCloseMillis(millis);
    }
  }

  @Override
  public Map<String, String> options(Map<String, String> settings) {
    String millis = settings.get(COMPACT_ON_CLOSE_MILLIS);
    if (millis == null) {
      return options();
    }
    Map<String, String> options = new TreeMap<>(options());
    options.put(
        "close",
        "MVStore.close("
            + millis
            + "): compaction "
            + ("-1".equals(millis) ? "until done" : "for up to " + millis + " ms")
            + " (set by the contract)");
    return options;
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    Map<String, String> settings = context.settings();
    checkSettings(settings);
    String millis = settings.get(COMPACT_ON_CLOSE_MILLIS);
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
    return new MvStoreStore(store, map, millis == null ? 0 : compactOnCloseMillis(millis));
  }

  private static int compactOnCloseMillis(String value) {
    return SettingValues.wholeNumber(
        COMPACT_ON_CLOSE_MILLIS, value, -1, MAX_COMPACT_ON_CLOSE_MILLIS);
  }
}
