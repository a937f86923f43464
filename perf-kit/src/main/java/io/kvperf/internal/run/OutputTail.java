package io.kvperf.internal.run;

import java.nio.charset.StandardCharsets;

/**
 * The last bytes of an output, at most a fixed number of them, in a ring: memory stays the same
 * however much the output holds. Not thread-safe: its writer synchronizes.
 */
final class OutputTail {
  private final byte[] ring;

  /** Where the next byte goes. */
  private int next;

  private long writtenBytes;

  OutputTail(int capacityBytes) {
    this.ring = new byte[capacityBytes];
  }

  void write(byte[] bytes, int offset, int length) {
    writtenBytes += length;
    int from = offset;
    int count = length;
    if (count > ring.length) {
      from += count - ring.length;
      count = ring.length;
    }
    int first = Math.min(count, ring.length - next);
    System.arraycopy(bytes, from, ring, next, first);
    System.arraycopy(bytes, from + first, ring, 0, count - first);
    next = (next + count) % ring.length;
  }

  /** The bytes kept: the last {@code capacityBytes} written, or all of them. */
  byte[] bytes() {
    if (writtenBytes <= ring.length) {
      byte[] all = new byte[(int) writtenBytes];
      System.arraycopy(ring, 0, all, 0, all.length);
      return all;
    }
    byte[] last = new byte[ring.length];
    System.arraycopy(ring, next, last, 0, ring.length - next);
    System.arraycopy(ring, 0, last, ring.length - next, next);
    return last;
  }

  /**
   * The bytes kept as text; when older bytes were dropped, from the first whole line on, so that
   * the text neither begins in the middle of a line nor of a character.
   */
  String text() {
    byte[] kept = bytes();
    int start = 0;
    if (writtenBytes > ring.length) {
      while (start < kept.length && kept[start] != '\n') {
        start++;
      }
      start = start < kept.length ? start + 1 : 0;
    }
    return new String(kept, start, kept.length - start, StandardCharsets.UTF_8);
  }

  /** How many bytes were written in all. */
  long writtenBytes() {
    return writtenBytes;
  }

  /** How many bytes it holds in memory. */
  int capacityBytes() {
    return ring.length;
  }
}
