package io.kvperf.engine;

import java.nio.ByteBuffer;
import java.util.concurrent.ConcurrentSkipListMap;

/** The store behind {@link SkipListEngine}. */
final class SkipListStore implements KvStore {
  private final ConcurrentSkipListMap<byte[], byte[]> map =
      new ConcurrentSkipListMap<>(SkipListEngine::compareKeys);
  private volatile boolean closed;

  @Override
  public byte[] get(byte[] key) {
    checkOpen();
    return map.get(key);
  }

  /** The map holds the arrays themselves, so lending a view copies nothing. */
  @Override
  public boolean read(byte[] key, ValueReader reader) {
    checkOpen();
    byte[] value = map.get(key);
    if (value == null) {
      return false;
    }
    reader.read(ByteBuffer.wrap(value).asReadOnlyBuffer());
    return true;
  }

  @Override
  public void put(byte[] key, byte[] value) {
    checkOpen();
    map.put(key, value);
  }

  @Override
  public void delete(byte[] key) {
    checkOpen();
    map.remove(key);
  }

  @Override
  public int scan(byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    checkOpen();
    return NavigableMapScan.scan(map, startKey, limit, direction, visitor);
  }

  @Override
  public void flush() {
    checkOpen();
  }

  @Override
  public void close() {
    closed = true;
  }

  private void checkOpen() {
    if (closed) {
      throw new KvStoreException("the skiplist store is closed");
    }
  }
}
