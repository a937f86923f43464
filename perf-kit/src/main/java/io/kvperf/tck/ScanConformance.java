package io.kvperf.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import java.util.ArrayList;
import java.util.List;

/**
 * The conformance kit's checks of scans: keys in unsigned byte order both ways, from between keys
 * and past either end, each entry's own value, and a refusal of a direction the engine does not
 * declare.
 */
final class ScanConformance {
  private static final int[] ORDERED_KEYS = {0x01, 0x10, 0x7F, 0x80, 0xF0, 0xFF};

  private ScanConformance() {}

  static void ascendingScansFollowUnsignedOrder(KvStore store) {
    putOrderedKeys(store);
    assertEquals(
        List.of("01", "10", "7f", "80", "f0", "ff"),
        scan(store, 0x00, 100, ScanDirection.ASCENDING));
    assertEquals(
        List.of("7f", "80"), scan(store, 0x11, 2, ScanDirection.ASCENDING), "from between keys");
    assertEquals(
        0,
        store.scan(Bytes.of(0xFF, 0x01), 10, ScanDirection.ASCENDING, (k, v) -> {}),
        "past the last key");
  }

  static void descendingScansFollowUnsignedOrder(KvStore store) {
    putOrderedKeys(store);
    assertEquals(
        List.of("ff", "f0", "80", "7f", "10", "01"),
        scan(store, 0xFF, 100, ScanDirection.DESCENDING));
    assertEquals(
        List.of("80", "7f"), scan(store, 0xEF, 2, ScanDirection.DESCENDING), "from between keys");
    assertEquals(
        0,
        store.scan(Bytes.of(0x00), 10, ScanDirection.DESCENDING, (k, v) -> {}),
        "before the first key");
  }

  static void undeclaredScansAreRefused(KvEngine engine, KvStore store) {
    for (ScanDirection direction : ScanDirection.values()) {
      Capability needed =
          direction == ScanDirection.ASCENDING
              ? Capability.SCAN_ASCENDING
              : Capability.SCAN_DESCENDING;
      if (!engine.capabilities().contains(needed)) {
        assertThrows(
            UnsupportedOperationException.class,
            () -> store.scan(Bytes.of(0), 1, direction, (k, v) -> {}),
            direction + " scans are not declared");
      }
    }
  }

  /** Each key one byte, its value that byte and 1. */
  private static void putOrderedKeys(KvStore store) {
    for (int b : ORDERED_KEYS) {
      store.put(Bytes.of(b), Bytes.of(b, 1));
    }
  }

  /** The keys, in hexadecimal, that a scan from the one-byte key {@code start} visits. */
  private static List<String> scan(KvStore store, int start, int limit, ScanDirection direction) {
    List<String> keys = new ArrayList<>();
    int visited =
        store.scan(
            Bytes.of(start),
            limit,
            direction,
            (key, value) -> {
              keys.add(Bytes.hex(key));
              assertArrayEquals(value, Bytes.of(key[0] & 0xFF, 1), "value of " + Bytes.hex(key));
            });
    assertEquals(keys.size(), visited, "the count returned is the count visited");
    return keys;
  }
}
