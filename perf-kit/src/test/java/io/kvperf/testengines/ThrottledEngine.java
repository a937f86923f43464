package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * {@code throttled}: the skip list plus an extra cost of the same kind of work. The fork's system
 * property {@value #EXTRA_COST_PROPERTY} (percent, default 0) says how much: at 50, every second
 * get also looks up another recent key, so each get costs 1.5 gets on average.
 */
public final class ThrottledEngine implements KvEngine {
  /** The fork's system property holding the extra cost in percent. */
  public static final String EXTRA_COST_PROPERTY = "kvperf.test.extraCostPercent";

  @Override
  public String id() {
    return "throttled";
  }

  @Override
  public Set<Capability> capabilities() {
    return new SkipListEngine().capabilities();
  }

  @Override
  public Map<String, String> options() {
    return Map.of("extraCostPercent", String.valueOf(extraCostPercent()));
  }

  @Override
  public KvStore open(Path directory) throws IOException {
    return new ThrottledStore(new SkipListEngine().open(directory), extraCostPercent());
  }

  private static int extraCostPercent() {
    return Integer.getInteger(EXTRA_COST_PROPERTY, 0);
  }
}
