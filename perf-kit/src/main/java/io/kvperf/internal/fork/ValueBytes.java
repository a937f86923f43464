package io.kvperf.internal.fork;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * How a {@link ValueMismatchException} writes bytes: a key by its first bytes in hex, and where a
 * value departs from the one written, with the bytes around it in both.
 */
final class ValueBytes {
  private static final int SHOWN_BYTES = 16;

  /** Bytes shown on each side of a value's first difference. */
  private static final int CONTEXT_BYTES = 8;

  private ValueBytes() {}

  /**
   * Where {@code actual} departs from {@code expected}: its first differing offset (or where the
   * shorter one ends) and the bytes around it in both.
   */
  static String difference(byte[] expected, byte[] actual) {
    if (actual == null) {
      return "expected " + expected.length + " bytes " + hex(expected) + ", got no value (null)";
    }
    int offset = Arrays.mismatch(expected, actual);
    if (offset < 0) {
      return "expected and got the same " + expected.length + " bytes " + hex(expected);
    }
    int from = Math.max(0, offset - CONTEXT_BYTES);
    int to = offset + CONTEXT_BYTES + 1;
    return "expected "
        + expected.length
        + " bytes, got "
        + actual.length
        + "; they first differ at offset "
        + offset
        + (offset == Math.min(expected.length, actual.length) ? " (where the shorter ends)" : "")
        + ": from offset "
        + from
        + " expected "
        + window(expected, from, to)
        + ", got "
        + window(actual, from, to);
  }

  private static String window(byte[] bytes, int from, int to) {
    int end = Math.min(bytes.length, to);
    return "0x"
        + (from > 0 ? "…" : "")
        + HexFormat.of().formatHex(bytes, from, Math.max(from, end))
        + (end < bytes.length ? "…" : "");
  }

  /** {@code bytes} in hex, {@code 0x0005}: the first 16, and {@code …} where there are more. */
  static String hex(byte[] bytes) {
    String shown = HexFormat.of().formatHex(bytes, 0, Math.min(bytes.length, SHOWN_BYTES));
    return "0x" + shown + (bytes.length > SHOWN_BYTES ? "…" : "");
  }
}
