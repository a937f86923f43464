package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * {@code arm-probe}: the skip list, which refuses to open in a fork of a comparison when it was not
 * loaded by the arm's class loader, or when its class path has the resource {@value #RESOURCE}
 * (whose text it throws as an {@link UnsatisfiedLinkError}, as an engine whose native library this
 * machine cannot load does), so that a comparison that runs it proves which class path each arm
 * ran.
 */
public final class ArmProbeEngine implements KvEngine {
  /** The resource whose text the engine throws when its class path has it. */
  public static final String RESOURCE = "kvperf-arm-probe.txt";

  @Override
  public String id() {
    return "arm-probe";
  }

  @Override
  public Set<Capability> capabilities() {
    return new SkipListEngine().capabilities();
  }

  @Override
  public KvStore open(StoreContext context) throws IOException {
    ClassLoader loader = getClass().getClassLoader();
    if (!"kvperf-arm".equals(loader.getName())) {
      throw new IllegalStateException("loaded by " + loader + ", not by the arm's class loader");
    }
    try (InputStream probe = loader.getResourceAsStream(RESOURCE)) {
      if (probe != null) {
        throw new UnsatisfiedLinkError(new String(probe.readAllBytes(), StandardCharsets.UTF_8));
      }
    }
    return new SkipListEngine().open(context);
  }
}
