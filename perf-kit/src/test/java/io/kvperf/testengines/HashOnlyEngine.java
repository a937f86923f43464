package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import java.util.Set;

/** {@code hash-only}: the skip list declaring no capabilities, as a hash store would. */
public final class HashOnlyEngine implements KvEngine {
  @Override
  public String id() {
    return "hash-only";
  }

  @Override
  public Set<Capability> capabilities() {
    return Set.of();
  }

  @Override
  public KvStore open(StoreContext context) {
    return new SkipListEngine().open(context);
  }
}
