package io.kvperf.internal.fork;

import io.kvperf.workload.KeySpace;

/**
 * A thread's keys for reads, written into one reused array when all keys have one size (engines
 * keep no key they are asked to read), so reads allocate nothing; a new array otherwise. Not
 * thread-safe.
 */
final class KeyBuffer {
  private final KeySpace keys;
  private final byte[] buffer;

  KeyBuffer(KeySpace keys) {
    this.keys = keys;
    this.buffer = keys.isFixedSize() ? new byte[keys.minKeySizeBytes()] : null;
  }

  /** Key {@code index}, valid until the next call. */
  byte[] key(long index) {
    if (buffer == null) {
      return keys.key(index);
    }
    keys.writeKey(index, buffer);
    return buffer;
  }
}
