package io.kvperf.engines.h2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.engine.DeclaredSettings;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import io.kvperf.engine.StoreHints;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The compaction a contract may give MVStore's close, and the options the report then shows. */
class MvStoreSettingsTest {
  private static final String MILLIS = MvStoreEngine.COMPACT_ON_CLOSE_MILLIS.name();

  private static final int ENTRIES = 2_000;
  private static final int VALUE_BYTES = 1_024;
  private static final int REWRITES = 5;

  private final MvStoreEngine engine = new MvStoreEngine();

  /** The file's size after every entry was written {@link #REWRITES} times and the store closed. */
  private long fileBytesAfterRewrites(Path directory, Map<String, String> settings)
      throws Exception {
    Files.createDirectories(directory);
    try (KvStore store = engine.open(new StoreContext(directory, StoreHints.SMALL, settings))) {
      for (int round = 0; round < REWRITES; round++) {
        for (int i = 0; i < ENTRIES; i++) {
          byte[] value = new byte[VALUE_BYTES];
          value[0] = (byte) round;
          store.put(String.format("key%08d", i).getBytes(StandardCharsets.US_ASCII), value);
        }
        store.flush();
      }
    }
    return Files.size(directory.resolve("kv.mv.db"));
  }

  @Test
  void compactionUntilDoneLeavesLittleMoreThanTheLiveEntries(@TempDir Path directory)
      throws Exception {
    long live = (long) ENTRIES * VALUE_BYTES;
    long compacted = fileBytesAfterRewrites(directory.resolve("compacted"), Map.of(MILLIS, "-1"));
    long plain = fileBytesAfterRewrites(directory.resolve("plain"), Map.of());

    assertThat(compacted).as("compacted until done").isLessThan(2 * live);
    assertThat(plain).as("closed without compaction keeps old pages").isGreaterThan(compacted);
  }

  @Test
  void theReportShowsTheCloseEitherWay() {
    assertThat(engine.options()).containsEntry("close", "MVStore.close(): no compaction");
    assertThat(DeclaredSettings.options(engine, Map.of(MILLIS, "-1")))
        .containsEntry(MILLIS, "MVStore.close(-1): compaction until done (set by the contract)")
        .doesNotContainKey("close");
    assertThat(DeclaredSettings.options(engine, Map.of(MILLIS, "60000")))
        .containsEntry(
            MILLIS, "MVStore.close(60000): compaction for up to 60000 ms (set by the contract)");
  }

  @Test
  void aTimeOutOfRangeIsRefusedNamingTheSetting() {
    assertThatThrownBy(() -> DeclaredSettings.check(engine, Map.of(MILLIS, "-2")))
        .hasMessage("compactOnCloseMillis must be a whole number from -1 to 3,600,000, was \"-2\"");
    assertThatThrownBy(() -> DeclaredSettings.check(engine, Map.of(MILLIS, "1 min")))
        .hasMessageStartingWith("compactOnCloseMillis must be a whole number");
  }
}
