package io.kvperf.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import io.kvperf.engine.StoreHints;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The conformance kit's checks of one store's reads and writes: get, put, delete, the preload's
 * batches, binary keys, large and empty values and zero-copy reads.
 */
final class StoreConformance {
  private StoreConformance() {}

  static void getAfterPut(KvStore store) {
    store.put(Bytes.of("key"), Bytes.of("value"));
    assertArrayEquals(Bytes.of("value"), store.get(Bytes.of("key")));
  }

  static void putOverwrites(KvStore store) {
    store.put(Bytes.of("key"), Bytes.of("first"));
    store.put(Bytes.of("key"), Bytes.of("second"));
    assertArrayEquals(Bytes.of("second"), store.get(Bytes.of("key")));
  }

  static void deleteRemovesAndDeletingAMissingKeyDoesNothing(KvStore store) {
    store.put(Bytes.of("key"), Bytes.of("value"));
    store.delete(Bytes.of("key"));
    assertNull(store.get(Bytes.of("key")));
    store.delete(Bytes.of("never-written"));
  }

  /**
   * The harness preloads through {@link KvStore#putBatch}: a batch of its size, with keys out of
   * order and one key overwritten inside the batch, lands whole, the later value winning, beside
   * what was there before.
   */
  static void putBatchStoresEveryEntryOfABatch(KvStore store) {
    store.put(Bytes.of("before"), Bytes.of("kept"));
    int size = KvStore.PRELOAD_BATCH_SIZE;
    byte[][] keys = new byte[size][];
    byte[][] values = new byte[size][];
    for (int i = 0; i < size; i++) {
      int index = (i * 7919) % size;
      keys[i] = Bytes.of("batch-" + index);
      values[i] = Bytes.of("value-" + index + "-" + i);
    }
    keys[size - 1] = keys[0];
    values[size - 1] = Bytes.of("overwritten in the batch");
    store.putBatch(keys, values);
    for (int i = 1; i < size - 1; i++) {
      assertArrayEquals(values[i], store.get(keys[i]), "value of " + Bytes.text(keys[i]));
    }
    assertArrayEquals(Bytes.of("overwritten in the batch"), store.get(keys[0]));
    assertArrayEquals(Bytes.of("kept"), store.get(Bytes.of("before")));
  }

  static void aMissingKeyHasNoValue(KvStore store) {
    assertNull(store.get(Bytes.of("never-written")));
  }

  static void binaryKeysWithZeroAndFfBytesAreDistinct(KvStore store) {
    byte[][] keys = {
      Bytes.of(0x00),
      Bytes.of(0x00, 0x00),
      Bytes.of(0xFF),
      Bytes.of(0xFF, 0x00),
      Bytes.of(0x7F),
      Bytes.of(0x80)
    };
    for (int i = 0; i < keys.length; i++) {
      store.put(keys[i], Bytes.of(i));
    }
    for (int i = 0; i < keys.length; i++) {
      assertArrayEquals(Bytes.of(i), store.get(keys[i]), "value of key " + Bytes.hex(keys[i]));
    }
  }

  /**
   * In a store of its own in {@code directory}, which the harness sized for them ({@link
   * StoreHints}): engines such as Chronicle Map fix their entry size when a store is created.
   */
  static void largeAndEmptyValuesRoundTrip(KvEngine engine, Path directory) throws IOException {
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
      sized.put(Bytes.of("large"), large);
      sized.put(Bytes.of("empty"), new byte[0]);
      assertArrayEquals(large, sized.get(Bytes.of("large")));
      byte[] empty = sized.get(Bytes.of("empty"));
      assertNotNull(empty, "an empty value is a value, not a missing one");
      assertEquals(0, empty.length);
    }
  }

  static void zeroCopyReadsLendTheValue(KvStore store) {
    store.put(Bytes.of("key"), Bytes.of("value"));
    byte[][] seen = new byte[1][];
    assertTrue(
        store.read(
            Bytes.of("key"),
            view -> {
              ByteBuffer copy = view.duplicate();
              seen[0] = new byte[copy.remaining()];
              copy.get(seen[0]);
            }));
    assertArrayEquals(Bytes.of("value"), seen[0]);
    assertFalse(
        store.read(Bytes.of("missing"), view -> seen[0] = null), "a missing key is not read");
  }
}
