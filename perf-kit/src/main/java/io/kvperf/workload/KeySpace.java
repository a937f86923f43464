package io.kvperf.workload;

/**
 * The keys of a workload: key {@code i} is a pure function of the index, the key size and the seed,
 * so every JVM generates the same keys. The first {@code min(keySize, 8)} bytes are the index in
 * big-endian order, so keys are distinct and their unsigned byte order is their index order (a
 * sequential walk by index is a walk in the engines' key order); the remaining bytes are derived
 * from the seed and the index.
 */
public final class KeySpace {
  private static final long FILLER_SALT = 0x6b65795f66696c6cL;

  private final int keySizeBytes;
  private final long seed;
  private final int prefixBytes;

  KeySpace(int keySizeBytes, long seed) {
    this.keySizeBytes = keySizeBytes;
    this.seed = seed;
    this.prefixBytes = Math.min(keySizeBytes, Long.BYTES);
  }

  /** How many distinct keys of {@code keySizeBytes} this scheme can make. */
  static long capacity(int keySizeBytes) {
    return keySizeBytes >= Long.BYTES ? Long.MAX_VALUE : 1L << (8 * keySizeBytes);
  }

  /** Bytes per key. */
  public int keySizeBytes() {
    return keySizeBytes;
  }

  /** A new array holding key {@code index}. */
  public byte[] key(long index) {
    byte[] key = new byte[keySizeBytes];
    writeKey(index, key);
    return key;
  }

  /** Writes key {@code index} into {@code target}, which is {@link #keySizeBytes()} long. */
  public void writeKey(long index, byte[] target) {
    for (int i = 0; i < prefixBytes; i++) {
      target[i] = (byte) (index >>> (8 * (prefixBytes - 1 - i)));
    }
    int position = prefixBytes;
    long block = 0;
    while (position < keySizeBytes) {
      long filler = Seeds.derive(seed ^ index, FILLER_SALT, block++);
      for (int b = 0; b < Long.BYTES && position < keySizeBytes; b++) {
        target[position++] = (byte) (filler >>> (8 * b));
      }
    }
  }
}
