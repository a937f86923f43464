package io.kvperf.tck;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.kvperf.engine.Capability;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.testengines.DelegatingStore;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;

/** The kit fails an engine that declares what it does not honour, and only the checks it breaks. */
class ConformanceKitTest {

  /** Declares descending scans but scans ascending whatever it is asked. */
  public static final class LyingEngine implements KvEngine {
    @Override
    public String id() {
      return "lying";
    }

    @Override
    public Set<Capability> capabilities() {
      return Set.of(Capability.SCAN_ASCENDING, Capability.SCAN_DESCENDING);
    }

    @Override
    public KvStore open(Path directory) {
      return new DelegatingStore(new SkipListEngine().open(directory)) {
        @Override
        public int scan(byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
          return super.scan(start, limit, ScanDirection.ASCENDING, visitor);
        }
      };
    }
  }

  /** Honest but for its batch path, which drops the last entry of every batch. */
  public static final class BatchLosingEngine implements KvEngine {
    @Override
    public String id() {
      return "batch-losing";
    }

    @Override
    public Set<Capability> capabilities() {
      return Set.of(Capability.SCAN_ASCENDING, Capability.SCAN_DESCENDING);
    }

    @Override
    public KvStore open(Path directory) {
      return new DelegatingStore(new SkipListEngine().open(directory)) {
        @Override
        public void putBatch(byte[][] keys, byte[][] values) {
          for (int i = 0; i < keys.length - 1; i++) {
            put(keys[i], values[i]);
          }
        }
      };
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
    var results =
        EngineTestKit.engine("junit-jupiter")
            .selectors(selectClass(BatchLosingEngineConformance.class))
            .execute()
            .testEvents();
    results.assertStatistics(stats -> stats.failed(1).aborted(2).succeeded(11));
    org.assertj.core.api.Assertions.assertThat(
            results.failed().list().get(0).getTestDescriptor().getDisplayName())
        .isEqualTo("putBatchStoresEveryEntryOfABatch()");
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
    EngineTestKit.engine("junit-jupiter")
        .selectors(selectClass(LyingEngineConformance.class))
        .execute()
        .testEvents()
        .assertStatistics(stats -> stats.failed(1).aborted(2).succeeded(11));
  }
}
