package io.kvperf.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.engine.StoreContext;
import io.kvperf.engine.StoreHints;
import io.kvperf.internal.fork.OtherBuildLoader;
import io.kvperf.internal.run.ArmClassPath;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
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
 * reason); a declared capability that is not honoured fails.
 */
public abstract class KvEngineConformanceTest {
  private static final int THREADS = 4;
  private static final int KEYS_PER_THREAD = 2_000;

  @TempDir private Path directory;
  private KvEngine engine;
  private KvStore store;

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

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] bytes(int... values) {
    byte[] bytes = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      bytes[i] = (byte) values[i];
    }
    return bytes;
  }

  private static String hex(byte[] bytes) {
    return HexFormat.of().formatHex(bytes);
  }

  @Test
  void getAfterPut() {
    store.put(bytes("key"), bytes("value"));
    assertArrayEquals(bytes("value"), store.get(bytes("key")));
  }

  @Test
  void putOverwrites() {
    store.put(bytes("key"), bytes("first"));
    store.put(bytes("key"), bytes("second"));
    assertArrayEquals(bytes("second"), store.get(bytes("key")));
  }

  @Test
  void deleteRemovesAndDeletingAMissingKeyDoesNothing() {
    store.put(bytes("key"), bytes("value"));
    store.delete(bytes("key"));
    assertNull(store.get(bytes("key")));
    store.delete(bytes("never-written"));
  }

  /**
   * The harness preloads through {@link KvStore#putBatch}: a batch of its size, with keys out of
   * order and one key overwritten inside the batch, lands whole, the later value winning, beside
   * what was there before.
   */
  @Test
  void putBatchStoresEveryEntryOfABatch() {
    store.put(bytes("before"), bytes("kept"));
    int size = KvStore.PRELOAD_BATCH_SIZE;
    byte[][] keys = new byte[size][];
    byte[][] values = new byte[size][];
    for (int i = 0; i < size; i++) {
      int index = (i * 7919) % size;
      keys[i] = bytes("batch-" + index);
      values[i] = bytes("value-" + index + "-" + i);
    }
    keys[size - 1] = keys[0];
    values[size - 1] = bytes("overwritten in the batch");
    store.putBatch(keys, values);
    for (int i = 1; i < size - 1; i++) {
      assertArrayEquals(
          values[i], store.get(keys[i]), "value of " + new String(keys[i], StandardCharsets.UTF_8));
    }
    assertArrayEquals(bytes("overwritten in the batch"), store.get(keys[0]));
    assertArrayEquals(bytes("kept"), store.get(bytes("before")));
  }

  @Test
  void aMissingKeyHasNoValue() {
    assertNull(store.get(bytes("never-written")));
  }

  @Test
  void binaryKeysWithZeroAndFfBytesAreDistinct() {
    byte[][] keys = {
      bytes(0x00), bytes(0x00, 0x00), bytes(0xFF), bytes(0xFF, 0x00), bytes(0x7F), bytes(0x80)
    };
    for (int i = 0; i < keys.length; i++) {
      store.put(keys[i], bytes(i));
    }
    for (int i = 0; i < keys.length; i++) {
      assertArrayEquals(bytes(i), store.get(keys[i]), "value of key " + hex(keys[i]));
    }
  }

  /**
   * In a store the harness sized for them ({@link StoreHints}): engines such as Chronicle Map fix
   * their entry size when a store is created.
   */
  @Test
  void largeAndEmptyValuesRoundTrip() throws IOException {
    byte[] large = new byte[1 << 20];
    for (int i = 0; i < large.length; i++) {
      large[i] = (byte) (i * 31);
    }
    try (KvStore sized =
        engine.open(
            new StoreContext(
                Files.createDirectories(directory.resolve("large-values")),
                new StoreHints(16, 16, large.length),
                Map.of()))) {
      sized.put(bytes("large"), large);
      sized.put(bytes("empty"), new byte[0]);
      assertArrayEquals(large, sized.get(bytes("large")));
      byte[] empty = sized.get(bytes("empty"));
      assertNotNull(empty, "an empty value is a value, not a missing one");
      assertEquals(0, empty.length);
    }
  }

  private List<String> scan(int start, int limit, ScanDirection direction) {
    List<String> keys = new ArrayList<>();
    int visited =
        store.scan(
            bytes(start),
            limit,
            direction,
            (key, value) -> {
              keys.add(hex(key));
              assertArrayEquals(value, bytes(key[0] & 0xFF, 1), "value of " + hex(key));
            });
    assertEquals(keys.size(), visited, "the count returned is the count visited");
    return keys;
  }

  private void putOrderedKeys() {
    for (int b : new int[] {0x01, 0x10, 0x7F, 0x80, 0xF0, 0xFF}) {
      store.put(bytes(b), bytes(b, 1));
    }
  }

  @Test
  void ascendingScansFollowUnsignedOrder() {
    assumeTrue(
        engine.capabilities().contains(Capability.SCAN_ASCENDING),
        "the engine declares no ascending scans");
    putOrderedKeys();
    assertEquals(
        List.of("01", "10", "7f", "80", "f0", "ff"), scan(0x00, 100, ScanDirection.ASCENDING));
    assertEquals(List.of("7f", "80"), scan(0x11, 2, ScanDirection.ASCENDING), "from between keys");
    assertEquals(
        0,
        store.scan(bytes(0xFF, 0x01), 10, ScanDirection.ASCENDING, (k, v) -> {}),
        "past the last key");
  }

  @Test
  void descendingScansFollowUnsignedOrder() {
    assumeTrue(
        engine.capabilities().contains(Capability.SCAN_DESCENDING),
        "the engine declares no descending scans");
    putOrderedKeys();
    assertEquals(
        List.of("ff", "f0", "80", "7f", "10", "01"), scan(0xFF, 100, ScanDirection.DESCENDING));
    assertEquals(List.of("80", "7f"), scan(0xEF, 2, ScanDirection.DESCENDING), "from between keys");
    assertEquals(
        0,
        store.scan(bytes(0x00), 10, ScanDirection.DESCENDING, (k, v) -> {}),
        "before the first key");
  }

  @Test
  void undeclaredScansAreRefused() {
    for (ScanDirection direction : ScanDirection.values()) {
      Capability needed =
          direction == ScanDirection.ASCENDING
              ? Capability.SCAN_ASCENDING
              : Capability.SCAN_DESCENDING;
      if (!engine.capabilities().contains(needed)) {
        assertThrows(
            UnsupportedOperationException.class,
            () -> store.scan(bytes(0), 1, direction, (k, v) -> {}),
            direction + " scans are not declared");
      }
    }
  }

  @Test
  void zeroCopyReadsLendTheValue() {
    assumeTrue(
        engine.capabilities().contains(Capability.ZERO_COPY_READS),
        "the engine declares no zero-copy reads");
    store.put(bytes("key"), bytes("value"));
    byte[][] seen = new byte[1][];
    assertTrue(
        store.read(
            bytes("key"),
            view -> {
              ByteBuffer copy = view.duplicate();
              seen[0] = new byte[copy.remaining()];
              copy.get(seen[0]);
            }));
    assertArrayEquals(bytes("value"), seen[0]);
    assertTrue(!store.read(bytes("missing"), view -> seen[0] = null), "a missing key is not read");
  }

  @Test
  void concurrentWritersLoseNothing() throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        done.add(
            threads.submit(
                () -> {
                  for (int i = 0; i < KEYS_PER_THREAD; i++) {
                    byte[] key = bytes("t" + thread + "-" + i);
                    store.put(key, key);
                    assertArrayEquals(key, store.get(key));
                  }
                  return null;
                }));
      }
      for (Future<?> future : done) {
        future.get(2, TimeUnit.MINUTES);
      }
    } finally {
      threads.shutdownNow();
    }
    for (int t = 0; t < THREADS; t++) {
      for (int i = 0; i < KEYS_PER_THREAD; i++) {
        byte[] key = bytes("t" + t + "-" + i);
        assertArrayEquals(
            key, store.get(key), "lost write " + new String(key, StandardCharsets.UTF_8));
      }
    }
  }

  @Test
  void flushedWritesSurviveCloseAndReopen() throws IOException {
    assumeTrue(
        engine.capabilities().contains(Capability.PERSISTENT),
        "the engine declares no persistence");
    for (int i = 0; i < 1000; i++) {
      store.put(bytes("k" + i), bytes("v" + i));
    }
    store.delete(bytes("k7"));
    store.flush();
    store.close();
    store = engine().open(StoreContext.of(directory));
    for (int i = 0; i < 1000; i++) {
      byte[] expected = i == 7 ? null : bytes("v" + i);
      assertArrayEquals(expected, store.get(bytes("k" + i)), "key k" + i + " after reopening");
    }
  }

  @Test
  void settingsAreDescribedOnceAndDocumentedAsTheKitRendersThem() throws IOException {
    SettingsConformance.check(engine, settingsDocument());
  }

  @Test
  void closingTwiceIsHarmlessAndUseAfterCloseIsAClearError() throws IOException {
    store.put(bytes("key"), bytes("value"));
    store.close();
    store.close();
    RuntimeException error = assertThrows(RuntimeException.class, () -> store.get(bytes("key")));
    assertNotNull(error.getMessage(), "the error says what is wrong");
    store =
        engine().open(StoreContext.of(Files.createDirectories(directory.resolve("after-close"))));
  }

  @Test
  void anEngineDoesNotBothRunSideBySideAndNeedSeparateJvms() {
    assertFalse(
        engine.capabilities().contains(Capability.SIDE_BY_SIDE)
            && engine.capabilities().contains(Capability.SEPARATE_JVMS),
        "SIDE_BY_SIDE says two builds measure fairly in one JVM, SEPARATE_JVMS that they must not"
            + " share one: declare at most one");
  }

  @Test
  void aSecondBuildRunsBesideThisOneInOneJvm() throws IOException {
    assumeTrue(
        engine.capabilities().contains(Capability.SIDE_BY_SIDE),
        "the engine declares no side-by-side runs");
    try (OtherBuildLoader build =
        OtherBuildLoader.of(ArmClassPath.launch(), getClass().getClassLoader())) {
      KvEngine second = build.engine(engine.id());
      assertTrue(
          second.getClass() == engine.getClass() || second.getClass().getClassLoader() == build,
          "the second build's engine is the kit's own or defined by the second build's loader");
      try (KvStore beside =
          second.open(StoreContext.of(Files.createDirectories(directory.resolve("second"))))) {
        for (int i = 0; i < 1000; i++) {
          store.put(bytes("k" + i), bytes("first " + i));
          beside.put(bytes("k" + i), bytes("second " + i));
        }
        for (int i = 0; i < 1000; i++) {
          assertArrayEquals(bytes("first " + i), store.get(bytes("k" + i)), "this build's k" + i);
          assertArrayEquals(bytes("second " + i), beside.get(bytes("k" + i)), "the second's k" + i);
        }
      }
    }
  }
}
