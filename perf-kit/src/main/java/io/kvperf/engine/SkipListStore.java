package io.kvperf.engine;

import java.nio.ByteBuffer;
import java.util.concurrent.ConcurrentSkipListMap;

/** The store behind {@link SkipListEngine}. */
final class SkipListStore extends ConcurrentMapStore {
  private final ConcurrentSkipListMap<byte[], byte[]> map;

  SkipListStore() {
    this(new ConcurrentSkipListMap<>(SkipListEngine::compareKeys));
  }

  private SkipListStore(ConcurrentSkipListMap<byte[], byte[]> map) {
    super(map);
    this.map = map;
  }

  /** The map holds the arrays themselves, so lending a view copies nothing. */
  @Override
  protected boolean engineRead(byte[] key, ValueReader reader) {
    byte[] value = map.get(key);
    if (value == null) {
      return false;
    }
    reader.read(ByteBuffer.wrap(value).asReadOnlyBuffer());
    return true;
  }

  @Override
  protected void engineFlush() {}

  @Override
  protected void engineClose() {}
}
