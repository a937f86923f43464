package io.kvperf.tck;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.kvperf.engine.Capability;
import io.kvperf.engine.DeclaredSettings;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import io.kvperf.testengines.DelegatingStore;
import io.kvperf.testengines.LoadOnceEngine;
import io.kvperf.testengines.ThrottledEngine;
import java.nio.file.Path;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/** The kit fails an engine that declares what it does not honour, and only the checks it breaks. */
class ConformanceKitTest {

  /** Runs the conformance kit subclass {@code kit} through the engine test kit. */
  private static Events run(Class<?> kit) {
    return EngineTestKit.engine("junit-jupiter").selectors(selectClass(kit)).execute().testEvents();
  }

  /** The message of the one failed check of {@code results}, which must be {@code check}. */
  private static String onlyFailure(Events results, String check) {
    var failed = results.failed().list().get(0);
    org.assertj.core.api.Assertions.assertThat(failed.getTestDescriptor().getDisplayName())
        .isEqualTo(check);
    return failed
        .getPayload(org.junit.platform.engine.TestExecutionResult.class)
        .flatMap(org.junit.platform.engine.TestExecutionResult::getThrowable)
        .map(Throwable::getMessage)
        .orElseThrow();
  }

  /** The skip list under another id, both scan directions declared, its store wrapped. */
  private static class WrappedSkipList implements KvEngine {
    private final String id;
    private final UnaryOperator<KvStore> wrap;

    WrappedSkipList(String id, UnaryOperator<KvStore> wrap) {
      this.id = id;
      this.wrap = wrap;
    }

    @Override
    public String id() {
      return id;
    }

    @Override
    public Set<Capability> capabilities() {
      return Set.of(Capability.SCAN_ASCENDING, Capability.SCAN_DESCENDING);
    }

    @Override
    public KvStore open(StoreContext context) {
      return wrap.apply(new SkipListEngine().open(context));
    }
  }

  /** Declares descending scans but scans ascending whatever it is asked. */
  static final class LyingEngine extends WrappedSkipList {
    LyingEngine() {
      super(
          "lying",
          store ->
              new DelegatingStore(store) {
                @Override
                public int scan(
                    byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
                  return super.scan(start, limit, ScanDirection.ASCENDING, visitor);
                }
              });
    }
  }

  /** Honest but for its batch path, which drops the last entry of every batch. */
  static final class BatchLosingEngine extends WrappedSkipList {
    BatchLosingEngine() {
      super(
          "batch-losing",
          store ->
              new DelegatingStore(store) {
                @Override
                public void putBatch(byte[][] keys, byte[][] values) {
                  for (int i = 0; i < keys.length - 1; i++) {
                    put(keys[i], values[i]);
                  }
                }
              });
    }
  }

  /** The kit applied to the batch-losing engine; run only through the engine test kit below. */
  static class BatchLosingEngineConformance extends KvEngineConformanceTest {
    @Override
    protected KvEngine engine() {
      return new BatchLosingEngine();
    }
  }

  @Test
  void aBatchThatLosesAnEntryFailsThePutBatchCheckOnly() {
    var results = run(BatchLosingEngineConformance.class);
    results.assertStatistics(stats -> stats.failed(1).aborted(3).succeeded(13));
    org.assertj.core.api.Assertions.assertThat(
            results.failed().list().get(0).getTestDescriptor().getDisplayName())
        .isEqualTo("putBatchStoresEveryEntryOfABatch()");
  }

  /** The kit applied to the load-once engine; run only through the engine test kit below. */
  static class LoadOnceEngineConformance extends KvEngineConformanceTest {
    @Override
    protected KvEngine engine() {
      return new LoadOnceEngine();
    }
  }

  @Test
  void anEngineThatCannotLoadTwiceFailsTheSideBySideCheckOnly() {
    var results = run(LoadOnceEngineConformance.class);
    results.assertStatistics(stats -> stats.failed(1).aborted(2).succeeded(14));
    org.assertj.core.api.Assertions.assertThat(
            onlyFailure(results, "aSecondBuildRunsBesideThisOneInOneJvm()"))
        .startsWith("the other build has no engine 'load-once'; 1 of its adapters")
        .contains("already loaded in another class loader");
  }

  /** The kit applied to the lying engine; run only through the engine test kit below. */
  static class LyingEngineConformance extends KvEngineConformanceTest {
    @Override
    protected KvEngine engine() {
      return new LyingEngine();
    }
  }

  @Test
  void aDeclaredButDishonouredCapabilityFailsItsCheckOnly() {
    run(LyingEngineConformance.class)
        .assertStatistics(stats -> stats.failed(1).aborted(3).succeeded(13));
  }

  /** The kit applied to an engine with a setting its document does not show. */
  static class UndocumentedSettingConformance extends KvEngineConformanceTest {
    @Override
    protected KvEngine engine() {
      return new ThrottledEngine();
    }

    @Override
    protected Path settingsDocument() {
      return Path.of("no-such-readme.md");
    }
  }

  @Test
  void aSettingMissingFromTheDocumentFailsTheSettingsCheckOnlyAndPrintsTheTable() {
    var results = run(UndocumentedSettingConformance.class);
    results.assertStatistics(stats -> stats.failed(1));
    org.assertj.core.api.Assertions.assertThat(
            onlyFailure(results, "settingsAreDescribedOnceAndDocumentedAsTheKitRendersThem()"))
        .contains("no-such-readme.md must show them")
        .contains(DeclaredSettings.markdownTable(new ThrottledEngine()));
  }
}
