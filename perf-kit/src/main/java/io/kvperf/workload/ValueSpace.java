package io.kvperf.workload;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The values of a workload: the value of key {@code index} at {@code version} is a pure function of
 * both, the value sizes and the seed, so a value read back can be checked in any JVM. When every
 * value has at least 16 bytes, its first 8 hold the version (big-endian) and the rest are derived
 * from it, so a reader can check a value another thread rewrote; shorter values carry no version
 * (too little would be left to check) and are always version 0.
 */
public final class ValueSpace {
  private static final long VALUE_SALT = 0x76616c7565736565L;
  private static final long SIZE_SALT = 0x76616c75655f737aL;
  private static final int MIN_VERSIONED_SIZE_BYTES = 2 * Long.BYTES;

  private final SizeRange valueSize;
  private final long seed;
  private final boolean versioned;

  ValueSpace(SizeRange valueSize, long seed) {
    this.valueSize = valueSize;
    this.seed = seed;
    this.versioned = valueSize.min() >= MIN_VERSIONED_SIZE_BYTES;
  }

  /** Whether values store their version. */
  public boolean isVersioned() {
    return versioned;
  }

  /** The size of the value of key {@code index} at {@code version}. */
  public int valueSizeBytes(long index, long version) {
    return valueSize.isFixed()
        ? valueSize.min()
        : valueSize.sample(Seeds.derive(seed ^ effective(version), SIZE_SALT, index));
  }

  /** A new array holding the value of key {@code index} at version 0, as the preload writes it. */
  public byte[] value(long index) {
    return value(index, 0);
  }

  /** A new array holding the value of key {@code index} at {@code version}. */
  public byte[] value(long index, long version) {
    long effective = effective(version);
    byte[] value = new byte[valueSizeBytes(index, effective)];
    int start = 0;
    if (versioned) {
      Words.putBigEndian(value, 0, effective);
      start = Long.BYTES;
    }
    long stream = stream(index, effective);
    for (int position = start; position < value.length; position += Long.BYTES) {
      Words.put(value, position, value.length, Seeds.derive(stream, VALUE_SALT, position));
    }
    return value;
  }

  /**
   * Whether {@code actual} is exactly a value of key {@code index}, at the version it states;
   * compares as it generates, so checking allocates nothing.
   */
  public boolean matches(long index, byte[] actual) {
    if (actual == null) {
      return false;
    }
    int length = actual.length;
    long version = versioned && length >= Long.BYTES ? Words.bigEndian(actual, 0) : 0;
    if (length != valueSizeBytes(index, version)) {
      return false;
    }
    long stream = stream(index, version);
    for (int position = versioned ? Long.BYTES : 0; position < length; position += Long.BYTES) {
      if (!Words.equal(actual, position, length, Seeds.derive(stream, VALUE_SALT, position))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Like {@link #matches(long, byte[])} for a view of the value, from its position to its limit,
   * whatever the buffer's byte order.
   */
  public boolean matches(long index, ByteBuffer actual) {
    int base = actual.position();
    int length = actual.remaining();
    long version = 0;
    if (versioned && length >= Long.BYTES) {
      long word = actual.getLong(base);
      version = actual.order() == ByteOrder.BIG_ENDIAN ? word : Long.reverseBytes(word);
    }
    if (length != valueSizeBytes(index, version)) {
      return false;
    }
    long stream = stream(index, version);
    for (int position = versioned ? Long.BYTES : 0; position < length; position += Long.BYTES) {
      long bits = Seeds.derive(stream, VALUE_SALT, position);
      if (!Words.equal(actual, base + position, base + length, bits)) {
        return false;
      }
    }
    return true;
  }

  private long effective(long version) {
    return versioned ? version : 0;
  }

  private long stream(long index, long version) {
    return Seeds.derive(seed ^ VALUE_SALT, version, index);
  }
}
