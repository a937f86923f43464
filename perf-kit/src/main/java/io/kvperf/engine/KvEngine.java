package io.kvperf.engine;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * An engine adapter, discovered with {@link java.util.ServiceLoader} (register the implementation
 * in {@code META-INF/services/io.kvperf.engine.KvEngine}). It must have a public no-argument
 * constructor; it is created in the test JVM (to list engines and their JVM options) and again in
 * each forked JVM that measures it.
 */
public interface KvEngine {

  /**
   * The engine's id: lower case letters, digits and '-', unique on the classpath. It names the
   * engine in display names, baselines and reports, so it never changes once published.
   */
  String id();

  /** The capabilities the engine honours; a workload needing another one skips this engine. */
  Set<Capability> capabilities();

  /**
   * Every option that matters for a fair comparison (cache size, compression, sync, batch size), as
   * name → value, written into reports so that a comparison can be audited.
   */
  default Map<String, String> options() {
    return Map.of();
  }

  /**
   * The settings a contract may give this engine with {@code @EngineSetting}, as name → what it
   * sets, its values and its default; the adapter's README lists them too. None by default.
   */
  default Map<String, String> settings() {
    return Map.of();
  }

  /**
   * Checks a contract's settings in the test JVM, before anything is forked. By default, every name
   * must be one of {@link #settings()}; an engine with settings overrides it to check their values
   * too, calling this first.
   *
   * @throws IllegalArgumentException naming the setting and its value
   */
  default void checkSettings(Map<String, String> settings) {
    for (String name : settings.keySet()) {
      if (!settings().containsKey(name)) {
        throw new IllegalArgumentException(
            "engine '"
                + id()
                + "' has no setting '"
                + name
                + "'; it has "
                + (settings().isEmpty() ? "none" : settings().keySet()));
      }
    }
  }

  /**
   * The options in effect under a contract's {@code settings}, for reports: by default {@link
   * #options()} with each setting written over it under its own name. An engine whose settings
   * change options of other names overrides it.
   */
  default Map<String, String> options(Map<String, String> settings) {
    if (settings.isEmpty()) {
      return options();
    }
    Map<String, String> options = new TreeMap<>(options());
    settings.forEach((name, value) -> options.put(name, value + " (set by the contract)"));
    return options;
  }

  /**
   * JVM options the forked JVM needs for this engine (for example {@code --add-opens}); they are
   * added to this engine's forks only.
   *
   * @param forkJvm the version of the JVM that will be forked, so that options valid only on newer
   *     JDKs can be added only there
   */
  default List<String> forkJvmArgs(Runtime.Version forkJvm) {
    return List.of();
  }

  /**
   * Opens a store as {@code context} says: in its directory, sized for its hints, under its
   * settings (which {@link #checkSettings} accepted; an engine without settings is never given
   * any). The harness opens every store this way, and so does the conformance kit.
   */
  KvStore open(StoreContext context) throws IOException;
}
