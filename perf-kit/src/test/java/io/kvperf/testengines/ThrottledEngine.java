package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SettingDescriptor;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code throttled}: the skip list plus an extra cost of the same kind of work. The fork's system
 * property {@value #EXTRA_COST_PROPERTY} (percent, default 0) says how much: at 50, every second
 * get also looks up another recent key, so each get costs 1.5 gets on average. A contract may set
 * it instead, as the setting {@code extraCostPercent}; a resource {@value #EXTRA_COST_RESOURCE} on
 * the engine's own class path overrides both, so that two builds of it in one JVM can differ.
 */
public final class ThrottledEngine implements KvEngine {
  /** The fork's system property holding the extra cost in percent. */
  public static final String EXTRA_COST_PROPERTY = "kvperf.test.extraCostPercent";

  /** The engine setting holding the extra cost in percent, over the system property. */
  public static final SettingDescriptor<Integer> EXTRA_COST =
      SettingDescriptor.wholeNumber("extraCostPercent", 0, 10_000)
          .means("extra gets per 100 gets")
          .byDefault("the fork's system property " + EXTRA_COST_PROPERTY + ", else 0");

  /** The class path resource holding the extra cost in percent, over the setting and property. */
  public static final String EXTRA_COST_RESOURCE = "kvperf-test-extra-cost.txt";

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
  public List<SettingDescriptor<?>> settings() {
    return List.of(EXTRA_COST);
  }

  @Override
  public KvStore open(StoreContext context) throws IOException {
    Integer own = ownExtraCostPercent();
    return new ThrottledStore(
        new SkipListEngine().open(context),
        own != null ? own : EXTRA_COST.in(context).orElseGet(ThrottledEngine::extraCostPercent));
  }

  private static int extraCostPercent() {
    Integer own = ownExtraCostPercent();
    return own != null ? own : Integer.getInteger(EXTRA_COST_PROPERTY, 0);
  }

  /** The extra cost the resource on this class's own class path says, or {@code null}. */
  private static Integer ownExtraCostPercent() {
    try (InputStream resource =
        ThrottledEngine.class.getClassLoader().getResourceAsStream(EXTRA_COST_RESOURCE)) {
      return resource == null
          ? null
          : EXTRA_COST.parse(new String(resource.readAllBytes(), StandardCharsets.UTF_8).trim());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + EXTRA_COST_RESOURCE, e);
    }
  }
}
