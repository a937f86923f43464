package io.kvperf.engine;

import java.nio.ByteBuffer;

/** Receives a zero-copy view of a value from {@link KvStore#read}. */
@FunctionalInterface
public interface ValueReader {
  /**
   * Receives the value between the buffer's position and limit. The view is read-only and valid
   * only during this call: a reader that keeps the bytes must copy them.
   */
  void read(ByteBuffer value);
}
