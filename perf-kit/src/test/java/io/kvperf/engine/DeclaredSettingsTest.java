package io.kvperf.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** One description of a setting gives the check, the reported options and the docs table. */
class DeclaredSettingsTest {
  static final SettingDescriptor<Integer> CACHE_PERCENT =
      SettingDescriptor.wholeNumber("cachePercent", 1, 90)
          .means("the cache as a share of the heap")
          .byDefault("64 MB")
          .reportedAs(percent -> percent + " % of the heap")
          .replacing("cacheBytes");

  /** An engine with one setting and two options, one of which the setting replaces. */
  static final class CachedEngine implements KvEngine {
    @Override
    public String id() {
      return "cached";
    }

    @Override
    public Set<Capability> capabilities() {
      return Set.of();
    }

    @Override
    public Map<String, String> options() {
      return Map.of("cacheBytes", "67108864", "compression", "none");
    }

    @Override
    public List<SettingDescriptor<?>> settings() {
      return List.of(CACHE_PERCENT);
    }

    @Override
    public KvStore open(StoreContext context) {
      throw new UnsupportedOperationException("never opened here");
    }
  }

  private final KvEngine engine = new CachedEngine();

  @Test
  void aValueInRangeIsAcceptedAndReadTyped() {
    DeclaredSettings.check(engine, Map.of("cachePercent", "50"));
    StoreContext context =
        new StoreContext(Path.of("unused"), StoreHints.SMALL, Map.of("cachePercent", " 50 "));
    assertThat(CACHE_PERCENT.in(context)).contains(50);
    assertThat(CACHE_PERCENT.in(StoreContext.of(Path.of("unused")))).isEmpty();
  }

  @Test
  void aBadValueOrAnUnknownNameIsRefusedNamingIt() {
    assertThatThrownBy(() -> DeclaredSettings.check(engine, Map.of("cachePercent", "95")))
        .hasMessage("cachePercent must be a whole number from 1 to 90, was \"95\"");
    assertThatThrownBy(() -> DeclaredSettings.check(engine, Map.of("cachePercent", "half")))
        .hasMessage("cachePercent must be a whole number from 1 to 90, was \"half\"");
    assertThatThrownBy(() -> DeclaredSettings.check(engine, Map.of("cacheSize", "8g")))
        .hasMessage(
            "engine 'cached' has no setting 'cacheSize'; it has cachePercent, and every engine has"
                + " the kit's afterPreload");
    assertThatThrownBy(() -> DeclaredSettings.check(new SkipListEngine(), Map.of("a", "1")))
        .hasMessage(
            "engine 'skiplist' has no setting 'a'; it has none, and every engine has the kit's"
                + " afterPreload");
  }

  @Test
  void reportsShowTheSettingInPlaceOfTheOptionItReplaces() {
    assertThat(DeclaredSettings.options(engine, Map.of()))
        .isEqualTo(Map.of("cacheBytes", "67108864", "compression", "none"));
    assertThat(DeclaredSettings.options(engine, Map.of("cachePercent", "20")))
        .isEqualTo(
            Map.of(
                "cachePercent", "20 % of the heap (set by the contract)", "compression", "none"));
  }

  @Test
  void theDocsTableComesFromTheSameDescription() {
    assertThat(DeclaredSettings.markdownTable(engine))
        .isEqualTo(
            "| setting (`@EngineSetting(engine = \"cached\", name = …)`) | what it sets | values"
                + " | default |\n"
                + "|---|---|---|---|\n"
                + "| `cachePercent` | the cache as a share of the heap"
                + " | a whole number from 1 to 90 | 64 MB |\n");
    assertThat(DeclaredSettings.markdownTable(new SkipListEngine())).isEmpty();
  }

  @Test
  void aSettingNameIsAnIdentifier() {
    assertThatThrownBy(() -> SettingDescriptor.wholeNumber("cache percent", 1, 2))
        .hasMessageContaining("was \"cache percent\"");
  }

  @Test
  void everyEngineTakesTheKitsAfterPreloadStepAndReportsIt() {
    DeclaredSettings.check(engine, Map.of("afterPreload", "settle"));
    DeclaredSettings.check(new SkipListEngine(), Map.of("afterPreload", " Flush "));
    assertThat(DeclaredSettings.options(engine, Map.of("afterPreload", "settle")))
        .containsEntry(
            "afterPreload", "settle after the preload (KvStore.settle) (set by the contract)")
        .containsEntry("cacheBytes", "67108864");
    assertThat(
            AfterPreload.SETTING.in(
                new StoreContext(
                    Path.of("unused"), StoreHints.SMALL, Map.of("afterPreload", "nothing"))))
        .contains(AfterPreload.NOTHING);
    assertThatThrownBy(() -> DeclaredSettings.check(engine, Map.of("afterPreload", "compact")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("afterPreload must be nothing, flush or settle, was \"compact\"");
    assertThat(DeclaredSettings.markdownTable(engine))
        .as("an adapter's README lists its own settings, not the kit's")
        .doesNotContain("afterPreload");
  }

  @Test
  void eachStepDoesWhatItSaysToTheStore() throws Exception {
    List<String> calls = new java.util.ArrayList<>();
    KvStore store =
        new KvStore() {
          @Override
          public byte[] get(byte[] key) {
            return null;
          }

          @Override
          public void put(byte[] key, byte[] value) {}

          @Override
          public void delete(byte[] key) {}

          @Override
          public void flush() {
            calls.add("flush");
          }

          @Override
          public void close() {}
        };
    AfterPreload.NOTHING.applyTo(store);
    assertThat(calls).isEmpty();
    AfterPreload.FLUSH.applyTo(store);
    assertThat(calls).containsExactly("flush");
    AfterPreload.SETTLE.applyTo(store);
    assertThat(calls).as("a store that does not settle flushes").containsExactly("flush", "flush");
  }
}
