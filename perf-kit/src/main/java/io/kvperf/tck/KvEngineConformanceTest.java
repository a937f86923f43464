package io.kvperf.tck;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The conformance kit: what the harness relies on, checked on one engine. Extend it and implement
 * {@link #engine()}:
 *
 * <pre>{@code
 * class RocksDbConformanceTest extends KvEngineConformanceTest {
 *   protected KvEngine engine() { return new RocksDbEngine(); }
 * }
 * }</pre>
 *
 * <p>Checks of a capability the engine does not declare are skipped (reported as aborted with the
 * reason); a declared capability that is not honoured fails. Each test opens a store in a fresh
 * directory and closes it after; the checks themselves are grouped by feature: a store's reads and
 * writes, scans, its life (threads, reopening, closing), settings, and two builds in one JVM.
 */
public abstract class KvEngineConformanceTest {
  @TempDir private Path directory;
  private KvEngine engine;
  private KvStore store;

  /** For a subclass, which names the engine under test. */
  protected KvEngineConformanceTest() {}

  /** The engine under test; a new instance per test. */
  protected abstract KvEngine engine();

  /**
   * The document that lists the engine's settings ({@link KvEngine#settings()}), for an engine that
   * has any: by default the module's {@code README.md} (the test's working directory is the
   * module's under Maven).
   */
  protected Path settingsDocument() {
    return Path.of("README.md");
  }

  @BeforeEach
  void open() throws IOException {
    engine = engine();
    store = engine.open(StoreContext.of(directory));
  }

  @AfterEach
  void close() throws IOException {
    store.close();
  }

  /** Skips the check unless the engine declares {@code capability}. */
  private void assumeDeclared(Capability capability, String what) {
    assumeTrue(engine.capabilities().contains(capability), "the engine declares no " + what);
  }

  @Test
  void getAfterPut() {
    StoreConformance.getAfterPut(store);
  }

  @Test
  void putOverwrites() {
    StoreConformance.putOverwrites(store);
  }

  @Test
  void deleteRemovesAndDeletingAMissingKeyDoesNothing() {
    StoreConformance.deleteRemovesAndDeletingAMissingKeyDoesNothing(store);
  }

  @Test
  void putBatchStoresEveryEntryOfABatch() {
    StoreConformance.putBatchStoresEveryEntryOfABatch(store);
  }

  @Test
  void aMissingKeyHasNoValue() {
    StoreConformance.aMissingKeyHasNoValue(store);
  }

  @Test
  void binaryKeysWithZeroAndFfBytesAreDistinct() {
    StoreConformance.binaryKeysWithZeroAndFfBytesAreDistinct(store);
  }

  @Test
  void largeAndEmptyValuesRoundTrip() throws IOException {
    StoreConformance.largeAndEmptyValuesRoundTrip(engine, directory);
  }

  @Test
  void ascendingScansFollowUnsignedOrder() {
    assumeDeclared(Capability.SCAN_ASCENDING, "ascending scans");
    ScanConformance.ascendingScansFollowUnsignedOrder(store);
  }

  @Test
  void descendingScansFollowUnsignedOrder() {
    assumeDeclared(Capability.SCAN_DESCENDING, "descending scans");
    ScanConformance.descendingScansFollowUnsignedOrder(store);
  }

  @Test
  void undeclaredScansAreRefused() {
    ScanConformance.undeclaredScansAreRefused(engine, store);
  }

  @Test
  void zeroCopyReadsLendTheValue() {
    assumeDeclared(Capability.ZERO_COPY_READS, "zero-copy reads");
    StoreConformance.zeroCopyReadsLendTheValue(store);
  }

  @Test
  void concurrentWritersLoseNothing() throws Exception {
    LifecycleConformance.concurrentWritersLoseNothing(store);
  }

  @Test
  void flushedWritesSurviveCloseAndReopen() throws IOException {
    assumeDeclared(Capability.PERSISTENT, "persistence");
    LifecycleConformance.writeFlushAndClose(store);
    store = engine().open(StoreContext.of(directory));
    LifecycleConformance.flushedWritesSurvived(store);
  }

  @Test
  void settingsAreDescribedOnceAndDocumentedAsTheKitRendersThem() throws IOException {
    SettingsConformance.check(engine, settingsDocument());
  }

  @Test
  void closingTwiceIsHarmlessAndUseAfterCloseIsAClearError() throws IOException {
    LifecycleConformance.closingTwiceIsHarmlessAndUseAfterCloseIsAClearError(store);
    store =
        engine().open(StoreContext.of(Files.createDirectories(directory.resolve("after-close"))));
  }

  @Test
  void anEngineDoesNotBothRunSideBySideAndNeedSeparateJvms() {
    SideBySideConformance.anEngineDoesNotBothRunSideBySideAndNeedSeparateJvms(engine);
  }

  @Test
  void aSecondBuildRunsBesideThisOneInOneJvm() throws IOException {
    assumeDeclared(Capability.SIDE_BY_SIDE, "side-by-side runs");
    SideBySideConformance.aSecondBuildRunsBesideThisOneInOneJvm(engine, store, directory);
  }
}
