package io.kvperf.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import java.util.ArrayList;
import java.util.Collections;
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
    scansFollowUnsignedOrder(
        store,
        ScanDirection.ASCENDING,
        new Starts(0x00, 0x11, Bytes.of(0xFF, 0x01), "past the last key"));
  }

  static void descendingScansFollowUnsignedOrder(KvStore store) {
    scansFollowUnsignedOrder(
        store,
        ScanDirection.DESCENDING,
        new Starts(0xFF, 0xEF, Bytes.of(0x00), "before the first key"));
  }

  /**
   * Where scans in one direction start, each a key on their way: {@code first} at or before its
   * first key, {@code between} between its second and third, and {@code beyond} past its last,
   * which {@code beyondName} names.
   */
  private record Starts(int first, int between, byte[] beyond, String beyondName) {}

  /**
   * Scans in {@code direction} visit the keys in unsigned order, reversed when descending: all of
   * them from {@code starts.first()}, the third and fourth from between the second and third with a
   * limit of two, and none from past the last.
   */
  private static void scansFollowUnsignedOrder(
      KvStore store, ScanDirection direction, Starts starts) {
    putOrderedKeys(store);
    List<String> inOrder = new ArrayList<>();
    for (int key : ORDERED_KEYS) {
      inOrder.add(Bytes.hex(Bytes.of(key)));
    }
    if (direction == ScanDirection.DESCENDING) {
      Collections.reverse(inOrder);
    }
    assertEquals(inOrder, scan(store, starts.first(), 100, direction));
    assertEquals(
        inOrder.subList(2, 4), scan(store, starts.between(), 2, direction), "from between keys");
    assertEquals(0, store.scan(starts.beyond(), 10, direction, (k, v) -> {}), starts.beyondName());
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
