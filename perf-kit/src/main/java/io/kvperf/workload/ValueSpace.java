package io.kvperf.workload;

/**
 * The values of a workload: value {@code i} is a pure function of the index, the value size and the
 * seed, so a value read back can be checked against what was written, in any JVM.
 */
public final class ValueSpace {
  private static final long VALUE_SALT = 0x76616c7565736565L;

  private final int valueSizeBytes;
  private final long seed;

  ValueSpace(int valueSizeBytes, long seed) {
    this.valueSizeBytes = valueSizeBytes;
    this.seed = seed;
  }

  /** Bytes per value. */
  public int valueSizeBytes() {
    return valueSizeBytes;
  }

  /** A new array holding the value of key {@code index}. */
  public byte[] value(long index) {
    byte[] value = new byte[valueSizeBytes];
    long stream = stream(index);
    for (int position = 0; position < valueSizeBytes; position += Long.BYTES) {
      long bits = Seeds.derive(stream, VALUE_SALT, position / Long.BYTES);
      for (int b = 0; b < Long.BYTES && position + b < valueSizeBytes; b++) {
        value[position + b] = (byte) (bits >>> (8 * b));
      }
    }
    return value;
  }

  /**
   * Whether {@code actual} is exactly the value of key {@code index}; compares as it generates, so
   * checking allocates nothing.
   */
  public boolean matches(long index, byte[] actual) {
    if (actual == null || actual.length != valueSizeBytes) {
      return false;
    }
    long stream = stream(index);
    for (int position = 0; position < valueSizeBytes; position += Long.BYTES) {
      long bits = Seeds.derive(stream, VALUE_SALT, position / Long.BYTES);
      for (int b = 0; b < Long.BYTES && position + b < valueSizeBytes; b++) {
        if (actual[position + b] != (byte) (bits >>> (8 * b))) {
          return false;
        }
      }
    }
    return true;
  }

  private long stream(long index) {
    return Seeds.mix64(seed ^ VALUE_SALT) ^ index;
  }
}
