package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import java.util.Set;

/**
 * {@code api-probe}: the skip list, opened after a call to {@link ProbeLibrary#describe()}, which
 * stands for an engine's library. A compared build whose {@code ProbeLibrary} lacks that method is
 * an upgrade that changed the API the adapter calls: its forks meet a {@link NoSuchMethodError}.
 */
public final class ApiProbeEngine implements KvEngine {
  @Override
  public String id() {
    return "api-probe";
  }

  @Override
  public Set<Capability> capabilities() {
    return new SkipListEngine().capabilities();
  }

  @Override
  public KvStore open(StoreContext context) {
    if (ProbeLibrary.describe().isEmpty()) {
      throw new IllegalStateException("the probe library has no name");
    }
    return new SkipListEngine().open(context);
  }
}
