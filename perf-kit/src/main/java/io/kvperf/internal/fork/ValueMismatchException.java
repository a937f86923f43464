package io.kvperf.internal.fork;

import io.kvperf.engine.ScanDirection;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * An engine returned a missing or wrong value, a value for a key that does not exist, or a scan out
 * of order: its results are invalid, however fast it was. A wrong value's message points at the
 * first byte that differs and shows the bytes around it in both values.
 */
final class ValueMismatchException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private static final int SHOWN_BYTES = 16;

  /** Bytes shown on each side of a value's first difference. */
  private static final int CONTEXT_BYTES = 8;

  ValueMismatchException(
      String engineId, long keyIndex, byte[] key, byte[] expected, byte[] actual) {
    super(
        "engine '"
            + engineId
            + "' returned a wrong value for key #"
            + keyIndex
            + " ("
            + hex(key)
            + "): "
            + difference(expected, actual));
  }

  ValueMismatchException(String message) {
    super(message);
  }

  /** The engine returned a value for {@code key}, which no one wrote. */
  static ValueMismatchException neverWritten(String engineId, byte[] key) {
    return new ValueMismatchException(
        "engine '"
            + engineId
            + "' returned a value for key "
            + hex(key)
            + ", which was never written");
  }

  /**
   * The engine's scan {@code direction} from existing key {@code startIndex} with {@code limit}
   * returned {@code returned} entries and its visitor saw {@code visited}, where {@code exist}
   * exist in that range ({@code exactly 10}, {@code from 1 to 10}).
   */
  static ValueMismatchException wrongScanCount(
      String engineId,
      ScanDirection direction,
      long startIndex,
      int limit,
      long returned,
      long visited,
      String exist) {
    return new ValueMismatchException(
        "engine '"
            + engineId
            + "' scanned "
            + returned
            + " entries (visitor saw "
            + visited
            + ") "
            + direction
            + " from existing key #"
            + startIndex
            + " with limit "
            + limit
            + "; "
            + exist
            + " exist in that range");
  }

  static String hexOf(byte[] bytes) {
    return hex(bytes);
  }

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

  private static String hex(byte[] bytes) {
    String shown = HexFormat.of().formatHex(bytes, 0, Math.min(bytes.length, SHOWN_BYTES));
    return "0x" + shown + (bytes.length > SHOWN_BYTES ? "…" : "");
  }
}
