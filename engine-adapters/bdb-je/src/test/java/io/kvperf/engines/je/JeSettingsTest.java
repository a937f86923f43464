package io.kvperf.engines.je;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.engine.DeclaredSettings;
import io.kvperf.engine.StoreContext;
import io.kvperf.engine.StoreHints;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** JE's cache, set by a contract as a share of the heap, as the Krati seed set it. */
class JeSettingsTest {
  private static final String PERCENT = JeEngine.CACHE_PERCENT.name();

  private final JeEngine engine = new JeEngine();

  @Test
  void theCacheIsAShareOfTheHeapWhenSetAndFixedOtherwise(@TempDir Path directory) throws Exception {
    long maxHeap = Runtime.getRuntime().maxMemory();
    Files.createDirectories(directory.resolve("set"));
    Files.createDirectories(directory.resolve("default"));
    try (JeStore store =
        (JeStore)
            engine.open(
                new StoreContext(
                    directory.resolve("set"), StoreHints.SMALL, Map.of(PERCENT, "20")))) {
      assertThat((double) store.cacheSizeBytes()).isCloseTo(0.2 * maxHeap, within(0.01 * maxHeap));
    }
    try (JeStore store = (JeStore) engine.open(StoreContext.of(directory.resolve("default")))) {
      assertThat(store.cacheSizeBytes()).isEqualTo(JeEngine.CACHE_SIZE_BYTES);
    }
    assertThat(DeclaredSettings.options(engine, Map.of(PERCENT, "20")))
        .containsEntry("cachePercent", "20 % of the fork's maximum heap (set by the contract)")
        .doesNotContainKey("cacheSizeBytes");
  }

  @Test
  void aCacheShareOutOfRangeOrAnUnknownSettingIsRefused() {
    assertThatThrownBy(() -> DeclaredSettings.check(engine, Map.of(PERCENT, "95")))
        .hasMessage("cachePercent must be a whole number from 1 to 90, was \"95\"");
    assertThatThrownBy(() -> DeclaredSettings.check(engine, Map.of("cacheSize", "8g")))
        .hasMessage(
            "engine 'bdb-je' has no setting 'cacheSize'; it has cachePercent, and every engine has"
                + " the kit's afterPreload");
  }
}
