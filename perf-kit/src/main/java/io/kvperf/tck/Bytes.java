package io.kvperf.tck;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/** The keys and values of the conformance checks, and how their messages show them. */
final class Bytes {
  private Bytes() {}

  /** {@code text} in UTF-8. */
  static byte[] of(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /** One byte per value, each value's low eight bits. */
  static byte[] of(int... values) {
    byte[] bytes = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      bytes[i] = (byte) values[i];
    }
    return bytes;
  }

  /** {@code bytes} in lower-case hexadecimal, for keys that are not text. */
  static String hex(byte[] bytes) {
    return HexFormat.of().formatHex(bytes);
  }

  /** {@code bytes} read as UTF-8, for keys that are text. */
  static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
