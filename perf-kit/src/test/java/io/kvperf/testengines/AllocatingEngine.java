package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import java.io.IOException;
import java.util.Set;

/**
 * {@code allocating}: the skip list, plus exactly {@value #BYTES_PER_GET} bytes of heap per get
 * (one {@code byte[1008]}: 16 bytes of header and 1008 of data), kept reachable until the next get
 * so that it cannot be optimised away.
 */
public final class AllocatingEngine implements KvEngine {
  /** Heap bytes one get allocates. */
  public static final int BYTES_PER_GET = 1024;

  @Override
  public String id() {
    return "allocating";
  }

  @Override
  public Set<Capability> capabilities() {
    return Set.of();
  }

  @Override
  public KvStore open(StoreContext context) throws IOException {
    return new DelegatingStore(new SkipListEngine().open(context)) {
      private byte[] garbage;

      @Override
      public byte[] get(byte[] key) {
        garbage = new byte[BYTES_PER_GET - 16];
        return super.get(key);
      }

      @Override
      public void close() throws IOException {
        if (garbage != null && garbage.length != BYTES_PER_GET - 16) {
          throw new IllegalStateException("unreachable: keeps the allocation observable");
        }
        super.close();
      }
    };
  }
}
