package io.kvperf.workload;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Keys and values are made of 64-bit words laid out low byte first, the last one cut short where
 * the array ends. These write and compare such a word eight bytes at a time where it fits, so that
 * generating and checking a 100-byte value costs a dozen word operations, not a hundred byte ones.
 */
final class Words {
  private static final VarHandle LITTLE_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private Words() {}

  /**
   * Writes {@code bits} at {@code at}, low byte first, as many of its bytes as {@code end} allows.
   */
  static void put(byte[] target, int at, int end, long bits) {
    if (end - at >= Long.BYTES) {
      LITTLE_ENDIAN.set(target, at, bits);
      return;
    }
    for (int i = at; i < end; i++) {
      target[i] = (byte) (bits >>> (8 * (i - at)));
    }
  }

  /** Whether the bytes from {@code at} to at most {@code end} are {@code bits}, low byte first. */
  static boolean equal(byte[] actual, int at, int end, long bits) {
    if (end - at >= Long.BYTES) {
      return (long) LITTLE_ENDIAN.get(actual, at) == bits;
    }
    for (int i = at; i < end; i++) {
      if (actual[i] != (byte) (bits >>> (8 * (i - at)))) {
        return false;
      }
    }
    return true;
  }

  /** Like {@link #equal(byte[], int, int, long)} for a buffer's absolute positions. */
  static boolean equal(ByteBuffer actual, int at, int end, long bits) {
    if (end - at >= Long.BYTES) {
      long word = actual.getLong(at);
      return (actual.order() == ByteOrder.LITTLE_ENDIAN ? word : Long.reverseBytes(word)) == bits;
    }
    for (int i = at; i < end; i++) {
      if (actual.get(i) != (byte) (bits >>> (8 * (i - at)))) {
        return false;
      }
    }
    return true;
  }

  /** Writes {@code bits} at {@code at}, high byte first; eight bytes must fit. */
  static void putBigEndian(byte[] target, int at, long bits) {
    BIG_ENDIAN.set(target, at, bits);
  }

  /** The eight bytes at {@code at}, high byte first. */
  static long bigEndian(byte[] array, int at) {
    return (long) BIG_ENDIAN.get(array, at);
  }
}
