package io.kvperf.internal.fork;

import io.kvperf.engine.ScanDirection;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * An engine returned a missing or wrong value, a value for a key that does not exist, or a scan out
 * of order: its results are invalid, however fast it was. What it got wrong is a value: the {@link
 * #mismatch()}, the engine, the key at fault, and for a scan its direction and count, for a wrong
 * value both values. The message, made here from them, points a wrong value's reader at the first
 * byte that differs and shows the bytes around it in both values.
 */
final class ValueMismatchException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What the engine got wrong. */
  enum Mismatch {
    /** A read returned another value than the one written, or none. */
    WRONG_VALUE,
    /** A get or a scan returned a key that was never written. */
    NEVER_WRITTEN,
    /** A scan returned another number of entries than exist in its range, or its visitor saw. */
    SCAN_COUNT,
    /** A checked scan began at another key than its start key. */
    SCAN_START,
    /** A checked scan returned a key out of its direction's order. */
    SCAN_ORDER,
    /** A checked scan left out a preloaded key of its range. */
    SCAN_SKIPPED_KEY,
    /** A cursor returned another key than the one that comes next in key order. */
    CURSOR_KEY
  }

  /**
   * A scan's count against what exists in its range.
   *
   * @param limit the scan's limit
   * @param returned the count the engine returned
   * @param visited the entries its visitor saw
   * @param fewest the fewest entries that exist in its range, up to the limit
   * @param most the most that may
   */
  record ScanCount(int limit, long returned, long visited, long fewest, long most) {}

  /** What a mismatch is about beside its key: the scan's direction and count, or both values. */
  private record Detail(ScanDirection direction, ScanCount count, byte[] expected, byte[] actual) {
    static final Detail NONE = new Detail(null, null, null, null);

    static Detail of(ScanDirection direction) {
      return new Detail(direction, null, null, null);
    }
  }

  private final String engineId;
  private final Mismatch mismatch;
  private final long keyIndex;
  private final transient Detail detail;

  /** A mismatch whose message is {@code engine '<engineId>' <what>}. */
  private ValueMismatchException(
      Mismatch mismatch, String engineId, long keyIndex, Detail detail, String what) {
    super("engine '" + engineId + "' " + what);
    this.mismatch = mismatch;
    this.engineId = engineId;
    this.keyIndex = keyIndex;
    this.detail = detail;
  }

  /** The engine returned {@code actual} ({@code null}: none) for key {@code keyIndex}. */
  ValueMismatchException(
      String engineId, long keyIndex, byte[] key, byte[] expected, byte[] actual) {
    this(
        Mismatch.WRONG_VALUE,
        engineId,
        keyIndex,
        new Detail(null, null, expected, actual),
        "returned a wrong value for key #"
            + keyIndex
            + " ("
            + ValueBytes.hex(key)
            + "): "
            + ValueBytes.difference(expected, actual));
  }

  /** The engine returned a value for {@code key}, which no one wrote. */
  static ValueMismatchException neverWritten(String engineId, byte[] key) {
    return new ValueMismatchException(
        Mismatch.NEVER_WRITTEN,
        engineId,
        -1,
        Detail.NONE,
        "returned a value for key " + ValueBytes.hex(key) + ", which was never written");
  }

  /** The engine's scan {@code direction} returned {@code key}, which no one wrote. */
  static ValueMismatchException scannedNeverWritten(
      String engineId, ScanDirection direction, byte[] key) {
    return new ValueMismatchException(
        Mismatch.NEVER_WRITTEN,
        engineId,
        -1,
        Detail.of(direction),
        "scanned " + direction + " a key that was never written: " + ValueBytes.hex(key));
  }

  /**
   * The engine's scan {@code direction} from existing key {@code startIndex} returned {@code
   * count}'s entries, where its fewest to most exist in that range.
   */
  static ValueMismatchException wrongScanCount(
      String engineId, ScanDirection direction, long startIndex, ScanCount count) {
    return new ValueMismatchException(
        Mismatch.SCAN_COUNT,
        engineId,
        startIndex,
        new Detail(direction, count, null, null),
        "scanned "
            + count.returned()
            + " entries (visitor saw "
            + count.visited()
            + ") "
            + direction
            + " from existing key #"
            + startIndex
            + " with limit "
            + count.limit()
            + "; "
            + (count.fewest() == count.most()
                ? "exactly " + count.fewest()
                : "from " + count.fewest() + " to " + count.most())
            + " exist in that range");
  }

  /** The engine's scan {@code direction} from key {@code startIndex} began at key {@code index}. */
  static ValueMismatchException wrongScanStart(
      String engineId, ScanDirection direction, long startIndex, long index) {
    return new ValueMismatchException(
        Mismatch.SCAN_START,
        engineId,
        index,
        Detail.of(direction),
        "began a scan " + direction + " from existing key #" + startIndex + " at key #" + index);
  }

  /** The engine's scan {@code direction} returned key {@code index} after key {@code previous}. */
  static ValueMismatchException scanOutOfOrder(
      String engineId, ScanDirection direction, long previous, long index) {
    return new ValueMismatchException(
        Mismatch.SCAN_ORDER,
        engineId,
        index,
        Detail.of(direction),
        "scanned " + direction + " out of order: key #" + previous + " then key #" + index);
  }

  /**
   * The engine's scan {@code direction} from key {@code startIndex} left out preloaded key {@code
   * skipped}: its entry number {@code entry} was key {@code index}.
   */
  static ValueMismatchException skippedKey(
      String engineId,
      ScanDirection direction,
      long startIndex,
      long skipped,
      int entry,
      long index) {
    return new ValueMismatchException(
        Mismatch.SCAN_SKIPPED_KEY,
        engineId,
        skipped,
        Detail.of(direction),
        "skipped key #"
            + skipped
            + " in a scan "
            + direction
            + " from key #"
            + startIndex
            + ": its entry "
            + entry
            + " was key #"
            + index);
  }

  /** The engine's cursor returned {@code key} where key {@code index} comes next. */
  static ValueMismatchException wrongCursorKey(String engineId, byte[] key, long index) {
    return new ValueMismatchException(
        Mismatch.CURSOR_KEY,
        engineId,
        index,
        Detail.of(ScanDirection.ASCENDING),
        "returned key "
            + ValueBytes.hex(key)
            + " from its cursor where key #"
            + index
            + " comes next in key order");
  }

  /** What the engine got wrong. */
  Mismatch mismatch() {
    return mismatch;
  }

  /** The engine's id. */
  String engineId() {
    return engineId;
  }

  /**
   * The index of the key at fault: the key read ({@link Mismatch#WRONG_VALUE}), the scan's start
   * key ({@link Mismatch#SCAN_COUNT}), the key a scan began at, returned out of order or skipped,
   * the key that comes next after a cursor's; empty for a key never written, which has none.
   */
  OptionalLong keyIndex() {
    return keyIndex < 0 ? OptionalLong.empty() : OptionalLong.of(keyIndex);
  }

  /** The direction of the scan or cursor that went wrong; empty for a get or a read. */
  Optional<ScanDirection> direction() {
    return Optional.ofNullable(detail.direction());
  }

  /** The count of a {@link Mismatch#SCAN_COUNT}. */
  Optional<ScanCount> scanCount() {
    return Optional.ofNullable(detail.count());
  }

  /** The value written, for a {@link Mismatch#WRONG_VALUE}. */
  Optional<byte[]> expected() {
    return Optional.ofNullable(detail.expected()).map(byte[]::clone);
  }

  /** The value the engine returned for a {@link Mismatch#WRONG_VALUE}; empty when it had none. */
  Optional<byte[]> actual() {
    return Optional.ofNullable(detail.actual()).map(byte[]::clone);
  }

  /**
   * The offset of the first byte where a {@link Mismatch#WRONG_VALUE}'s values differ (or where the
   * shorter ends); empty when it had no value.
   */
  OptionalInt firstDifference() {
    if (detail.expected() == null || detail.actual() == null) {
      return OptionalInt.empty();
    }
    int offset = Arrays.mismatch(detail.expected(), detail.actual());
    return offset < 0 ? OptionalInt.empty() : OptionalInt.of(offset);
  }
}
