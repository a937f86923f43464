package io.kvperf.testengines;

import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import java.io.IOException;

/** Repeats gets to add a fixed share of extra work; single-threaded use only (the tests' forks). */
final class ThrottledStore implements KvStore {
  private final KvStore delegate;
  private final int extraCostPercent;
  private int credit;
  private int sink;

  ThrottledStore(KvStore delegate, int extraCostPercent) {
    this.delegate = delegate;
    this.extraCostPercent = extraCostPercent;
  }

  @Override
  public byte[] get(byte[] key) {
    credit += extraCostPercent;
    while (credit >= 100) {
      credit -= 100;
      byte[] again = delegate.get(key);
      sink += again == null ? 0 : again.length;
    }
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
  public void flush() throws IOException {
    delegate.flush();
  }

  @Override
  public void close() throws IOException {
    if (sink == Integer.MIN_VALUE) {
      // Reading the sink keeps the repeated gets from being optimised away.
      throw new IllegalStateException("unreachable");
    }
    delegate.close();
  }
}
