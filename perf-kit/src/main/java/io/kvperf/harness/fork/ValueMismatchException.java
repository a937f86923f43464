package io.kvperf.harness.fork;

import java.util.HexFormat;

/**
 * An engine returned a missing or wrong value, a value for a key that does not exist, or a scan out
 * of order: its results are invalid, however fast it was.
 */
final class ValueMismatchException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private static final int SHOWN_BYTES = 16;

  ValueMismatchException(
      String engineId, long keyIndex, byte[] key, byte[] expected, byte[] actual) {
    super(
        "engine '"
            + engineId
            + "' returned a wrong value for key #"
            + keyIndex
            + " ("
            + hex(key)
            + "): expected "
            + describe(expected)
            + ", got "
            + describe(actual));
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

  static String hexOf(byte[] bytes) {
    return hex(bytes);
  }

  private static String describe(byte[] value) {
    return value == null ? "no value (null)" : value.length + " bytes " + hex(value);
  }

  private static String hex(byte[] bytes) {
    String shown = HexFormat.of().formatHex(bytes, 0, Math.min(bytes.length, SHOWN_BYTES));
    return "0x" + shown + (bytes.length > SHOWN_BYTES ? "…" : "");
  }
}
