package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import java.util.Set;

/**
 * {@code analytics-probe}: the skip list, which refuses to open in a JVM where Chronicle's usage
 * analytics are not switched off, so that a fork that runs it proves the kit switched them off.
 */
public final class AnalyticsProbeEngine implements KvEngine {
  @Override
  public String id() {
    return "analytics-probe";
  }

  @Override
  public Set<Capability> capabilities() {
    return Set.of();
  }

  @Override
  public KvStore open(StoreContext context) {
    if (!"true".equals(System.getProperty("chronicle.analytics.disable"))) {
      throw new IllegalStateException(
          "chronicle.analytics.disable is not true in this JVM: Chronicle would report usage");
    }
    return new SkipListEngine().open(context);
  }
}
