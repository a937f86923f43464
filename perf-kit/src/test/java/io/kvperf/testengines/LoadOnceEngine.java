package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import java.util.Set;

/**
 * {@code load-once}: the skip list declaring {@link Capability#SIDE_BY_SIDE} falsely. Like an
 * adapter over a native library, which a JVM loads into one class loader only, its class cannot be
 * initialised a second time in the same JVM: a second build beside the first fails to load.
 */
public final class LoadOnceEngine implements KvEngine {
  private static final String LOADED = "kvperf.test.loadOnceEngine.loaded";

  static {
    if (System.getProperties().putIfAbsent(LOADED, "true") != null) {
      throw new IllegalStateException(
          "load-once is already loaded in another class loader of this JVM, as a native library"
              + " would be");
    }
  }

  @Override
  public String id() {
    return "load-once";
  }

  @Override
  public Set<Capability> capabilities() {
    return Set.of(Capability.SCAN_ASCENDING, Capability.SCAN_DESCENDING, Capability.SIDE_BY_SIDE);
  }

  @Override
  public KvStore open(StoreContext context) {
    return new SkipListEngine().open(context);
  }
}
