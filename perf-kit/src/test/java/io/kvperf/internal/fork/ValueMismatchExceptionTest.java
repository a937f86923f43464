package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.kvperf.engine.ScanDirection;
import io.kvperf.internal.fork.ValueMismatchException.Mismatch;
import io.kvperf.internal.fork.ValueMismatchException.ScanCount;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The one place the messages of a mismatch are asserted as text: a wrong value's points at its
 * first differing byte, with the bytes around it; each scan's names its direction, start and keys.
 * The tests that catch a mismatch assert its values.
 */
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

    assertThat(ValueBytes.difference(expected, actual))
        .isEqualTo(
            "expected 20 bytes, got 12; they first differ at offset 12 (where the shorter ends):"
                + " from offset 4 expected 0x…0405060708090a0b0c0d0e0f10111213, got"
                + " 0x…0405060708090a0b");
  }

  @Test
  void aMissingValueShowsTheExpectedOne() {
    assertThat(ValueBytes.difference(counting(4), null))
        .isEqualTo("expected 4 bytes 0x00010203, got no value (null)");
    ValueMismatchException none =
        new ValueMismatchException("e", 3, new byte[] {3}, counting(4), null);
    assertThat(none)
        .returns(Mismatch.WRONG_VALUE, ValueMismatchException::mismatch)
        .returns(OptionalLong.of(3), ValueMismatchException::keyIndex)
        .returns(Optional.empty(), ValueMismatchException::actual)
        .returns(OptionalInt.empty(), ValueMismatchException::firstDifference);
    assertThat(none.expected())
        .hasValueSatisfying(value -> assertThat(value).isEqualTo(counting(4)));
  }

  @Test
  void aWrongValuesBytesAndFirstDifferenceAreValues() {
    byte[] actual = counting(20);
    actual[7] = 0;

    ValueMismatchException wrong =
        new ValueMismatchException("e", 9, new byte[] {9}, counting(20), actual);

    assertThat(wrong.firstDifference()).hasValue(7);
    assertThat(wrong.actual()).hasValueSatisfying(value -> assertThat(value).isEqualTo(actual));
    assertThat(wrong.direction()).isEmpty();
    assertThat(wrong.scanCount()).isEmpty();
  }

  @Test
  void eachScanMismatchIsWrittenWithItsDirectionStartAndKeys() {
    byte[] key = {0, 0, 0, 42};
    ScanCount exactly = new ScanCount(5, 4, 4, 5, 5);
    ScanCount between = new ScanCount(5, 4, 3, 1, 5);

    assertThat(
            List.of(
                ValueMismatchException.neverWritten("e", key),
                ValueMismatchException.scannedNeverWritten("e", ScanDirection.DESCENDING, key),
                ValueMismatchException.wrongScanCount("e", ScanDirection.ASCENDING, 7, exactly),
                ValueMismatchException.wrongScanCount("e", ScanDirection.DESCENDING, 7, between),
                ValueMismatchException.wrongScanStart("e", ScanDirection.ASCENDING, 7, 9),
                ValueMismatchException.scanOutOfOrder("e", ScanDirection.ASCENDING, 9, 8),
                ValueMismatchException.skippedKey("e", ScanDirection.DESCENDING, 7, 6, 2, 5),
                ValueMismatchException.wrongCursorKey("e", key, 41)))
        .extracting(
            Throwable::getMessage,
            ValueMismatchException::mismatch,
            ValueMismatchException::keyIndex,
            ValueMismatchException::direction)
        .containsExactly(
            tuple(
                "engine 'e' returned a value for key 0x0000002a, which was never written",
                Mismatch.NEVER_WRITTEN,
                OptionalLong.empty(),
                Optional.empty()),
            tuple(
                "engine 'e' scanned DESCENDING a key that was never written: 0x0000002a",
                Mismatch.NEVER_WRITTEN,
                OptionalLong.empty(),
                Optional.of(ScanDirection.DESCENDING)),
            tuple(
                "engine 'e' scanned 4 entries (visitor saw 4) ASCENDING from existing key #7 with"
                    + " limit 5; exactly 5 exist in that range",
                Mismatch.SCAN_COUNT,
                OptionalLong.of(7),
                Optional.of(ScanDirection.ASCENDING)),
            tuple(
                "engine 'e' scanned 4 entries (visitor saw 3) DESCENDING from existing key #7 with"
                    + " limit 5; from 1 to 5 exist in that range",
                Mismatch.SCAN_COUNT,
                OptionalLong.of(7),
                Optional.of(ScanDirection.DESCENDING)),
            tuple(
                "engine 'e' began a scan ASCENDING from existing key #7 at key #9",
                Mismatch.SCAN_START,
                OptionalLong.of(9),
                Optional.of(ScanDirection.ASCENDING)),
            tuple(
                "engine 'e' scanned ASCENDING out of order: key #9 then key #8",
                Mismatch.SCAN_ORDER,
                OptionalLong.of(8),
                Optional.of(ScanDirection.ASCENDING)),
            tuple(
                "engine 'e' skipped key #6 in a scan DESCENDING from key #7: its entry 2 was key #5",
                Mismatch.SCAN_SKIPPED_KEY,
                OptionalLong.of(6),
                Optional.of(ScanDirection.DESCENDING)),
            tuple(
                "engine 'e' returned key 0x0000002a from its cursor where key #41 comes next in key"
                    + " order",
                Mismatch.CURSOR_KEY,
                OptionalLong.of(41),
                Optional.of(ScanDirection.ASCENDING)));
    assertThat(
            ValueMismatchException.wrongScanCount("e", ScanDirection.ASCENDING, 7, between)
                .scanCount())
        .contains(between);
  }
}
