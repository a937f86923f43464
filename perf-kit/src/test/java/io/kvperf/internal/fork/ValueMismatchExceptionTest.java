package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A wrong value's message points at its first differing byte, with the bytes around it. */
class ValueMismatchExceptionTest {
  private static byte[] counting(int length) {
    byte[] value = new byte[length];
    for (int i = 0; i < length; i++) {
      value[i] = (byte) i;
    }
    return value;
  }

  @Test
  void oneFlippedByteNearTheEndIsShownWithItsNeighbours() {
    byte[] expected = counting(100);
    byte[] actual = expected.clone();
    actual[97] ^= (byte) 0xff;

    String message =
        new ValueMismatchException("flipper", 5, new byte[] {0, 5}, expected, actual).getMessage();

    assertThat(message)
        .isEqualTo(
            "engine 'flipper' returned a wrong value for key #5 (0x0005): expected 100 bytes, got"
                + " 100; they first differ at offset 97: from offset 89 expected"
                + " 0x…595a5b5c5d5e5f60616263, got 0x…595a5b5c5d5e5f609e6263");
  }

  @Test
  void aShorterValueDiffersWhereItEnds() {
    byte[] expected = counting(20);
    byte[] actual = Arrays.copyOf(expected, 12);

    assertThat(ValueMismatchException.difference(expected, actual))
        .isEqualTo(
            "expected 20 bytes, got 12; they first differ at offset 12 (where the shorter ends):"
                + " from offset 4 expected 0x…0405060708090a0b0c0d0e0f10111213, got"
                + " 0x…0405060708090a0b");
  }

  @Test
  void aMissingValueShowsTheExpectedOne() {
    assertThat(ValueMismatchException.difference(counting(4), null))
        .isEqualTo("expected 4 bytes 0x00010203, got no value (null)");
  }
}
