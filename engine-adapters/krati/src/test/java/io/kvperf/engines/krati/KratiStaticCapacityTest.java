package io.kvperf.engines.krati;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The static store's slots: the next power of two at or above the expected entries. */
class KratiStaticCapacityTest {
  @Test
  void capacityIsTheNextPowerOfTwoWithinBounds() {
    assertEquals(1 << 16, KratiStaticEngine.capacity(1));
    assertEquals(1 << 16, KratiStaticEngine.capacity(1 << 16));
    assertEquals(1 << 17, KratiStaticEngine.capacity((1 << 16) + 1));
    assertEquals(1 << 23, KratiStaticEngine.capacity(5_000_000));
    assertEquals(1 << 30, KratiStaticEngine.capacity(Long.MAX_VALUE));
  }
}
