package io.kvperf.testengines;

import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.engine.ValueReader;
import java.io.IOException;

/**
 * A store that forwards everything, for test engines and tests that override one operation to
 * misbehave.
 */
public class DelegatingStore implements KvStore {
  private final KvStore delegate;

  /** Forwards to {@code delegate}. */
  public DelegatingStore(KvStore delegate) {
    this.delegate = delegate;
  }

  @Override
  public byte[] get(byte[] key) {
    return delegate.get(key);
  }

  @Override
  public void put(byte[] key, byte[] value) {
    delegate.put(key, value);
  }

  @Override
  public void delete(byte[] key) {
    delegate.delete(key);
  }

  @Override
  public int scan(byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    return delegate.scan(startKey, limit, direction, visitor);
  }

  @Override
  public boolean read(byte[] key, ValueReader reader) {
    return delegate.read(key, reader);
  }

  @Override
  public void flush() throws IOException {
    delegate.flush();
  }

  @Override
  public void close() throws IOException {
    delegate.close();
  }
}
