package io.kvperf.testengines;

import io.kvperf.engine.KvStore;
import java.io.IOException;

/** Repeats gets to add a fixed share of extra work; single-threaded use only (the tests' forks). */
final class ThrottledStore extends DelegatingStore {
  private final int extraCostPercent;
  private int credit;
  private int sink;

  ThrottledStore(KvStore delegate, int extraCostPercent) {
    super(delegate);
    this.extraCostPercent = extraCostPercent;
  }

  @Override
  public byte[] get(byte[] key) {
    credit += extraCostPercent;
    while (credit >= 100) {
      credit -= 100;
      byte[] again = super.get(key);
      sink += again == null ? 0 : again.length;
    }
    return super.get(key);
  }

  @Override
  public void close() throws IOException {
    if (sink == Integer.MIN_VALUE) {
      // Reading the sink keeps the repeated gets from being optimised away.
      throw new IllegalStateException("unreachable");
    }
    super.close();
  }
}
