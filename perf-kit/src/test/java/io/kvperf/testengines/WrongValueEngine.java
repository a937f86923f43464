package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import java.util.Set;

/**
 * {@code wrong-values}: stores nothing and answers every get at once with the same array of the
 * right length: faster than any real engine, and wrong.
 */
public final class WrongValueEngine implements KvEngine {
  @Override
  public String id() {
    return "wrong-values";
  }

  @Override
  public Set<Capability> capabilities() {
    return Set.of();
  }

  @Override
  public KvStore open(StoreContext context) {
    return new KvStore() {
      private volatile int valueSize;

      @Override
      public byte[] get(byte[] key) {
        return new byte[valueSize];
      }

      @Override
      public void put(byte[] key, byte[] value) {
        valueSize = value.length;
      }

      @Override
      public void delete(byte[] key) {}

      @Override
      public void flush() {}

      @Override
      public void close() {}
    };
  }
}
