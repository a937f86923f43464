package io.kvperf.workload;

/**
 * The keys of a workload: key {@code i} is a pure function of the index, the key size and the seed,
 * so every JVM generates the same keys. Its first {@code min(smallest key size, 8)} bytes are the
 * index in big-endian order, so keys are distinct, their unsigned byte order is their index order
 * (a sequential walk by index is a walk in the engines' key order), and a key read back from a scan
 * tells its index. The remaining bytes, and the length when sizes vary, derive from the seed and
 * the index.
 */
public final class KeySpace {
  private static final long FILLER_SALT = 0x6b65795f66696c6cL;
  private static final long LENGTH_SALT = 0x6b65795f6c656e67L;

  private final SizeRange keySize;
  private final long seed;
  private final int prefixBytes;
  private final long capacity;

  KeySpace(SizeRange keySize, long seed) {
    this.keySize = keySize;
    this.seed = seed;
    this.prefixBytes = Math.min(keySize.min(), Long.BYTES);
    this.capacity = capacity(keySize.min());
  }

  /** How many distinct keys whose smallest size is {@code keySizeBytes} this scheme can make. */
  static long capacity(int keySizeBytes) {
    return keySizeBytes >= Long.BYTES ? Long.MAX_VALUE : 1L << (8 * keySizeBytes);
  }

  /** Whether every key has the same size. */
  public boolean isFixedSize() {
    return keySize.isFixed();
  }

  /** The size of the smallest key, which is every key's size when sizes are fixed. */
  public int minKeySizeBytes() {
    return keySize.min();
  }

  /** The size of key {@code index}. */
  public int keySizeBytes(long index) {
    return keySize.isFixed()
        ? keySize.min()
        : keySize.sample(Seeds.derive(seed, LENGTH_SALT, index));
  }

  /** A new array holding key {@code index}. */
  public byte[] key(long index) {
    byte[] key = new byte[keySizeBytes(index)];
    writeKey(index, key);
    return key;
  }

  /**
   * A key that sorts right after key {@code index}'s prefix but is never written: key {@code index}
   * with its last byte changed. Needs keys longer than 8 bytes.
   */
  public byte[] missingKey(long index) {
    byte[] key = key(index);
    key[key.length - 1] ^= 0x5A;
    return key;
  }

  /** Writes key {@code index} into {@code target}, which is {@link #keySizeBytes} long. */
  public void writeKey(long index, byte[] target) {
    if (index < 0 || index >= capacity) {
      throw new IllegalStateException(
          "key index "
              + index
              + " is outside the "
              + capacity
              + " keys that "
              + keySize.min()
              + "-byte keys can hold; use longer keys");
    }
    if (prefixBytes == Long.BYTES) {
      Words.putBigEndian(target, 0, index);
    } else {
      for (int i = 0; i < prefixBytes; i++) {
        target[i] = prefixByte(index, i);
      }
    }
    for (int position = prefixBytes; position < target.length; position += Long.BYTES) {
      Words.put(target, position, target.length, filler(index, position));
    }
  }

  /**
   * Whether {@code actual} is exactly key {@code index}; compares as it generates, so checking
   * allocates nothing.
   */
  public boolean matches(long index, byte[] actual) {
    if (index < 0 || index >= capacity || actual.length != keySizeBytes(index)) {
      return false;
    }
    if (indexOf(actual) != index) {
      return false;
    }
    for (int position = prefixBytes; position < actual.length; position += Long.BYTES) {
      if (!Words.equal(actual, position, actual.length, filler(index, position))) {
        return false;
      }
    }
    return true;
  }

  private byte prefixByte(long index, int i) {
    return (byte) (index >>> (8 * (prefixBytes - 1 - i)));
  }

  private long filler(long index, int position) {
    return Seeds.derive(seed ^ index, FILLER_SALT, position);
  }

  /** The index a key of this space encodes in its first bytes. */
  public long indexOf(byte[] key) {
    if (prefixBytes == Long.BYTES) {
      return Words.bigEndian(key, 0);
    }
    long index = 0;
    for (int i = 0; i < prefixBytes; i++) {
      index = (index << 8) | (key[i] & 0xFF);
    }
    return index;
  }
}
