package io.kvperf.internal.junit;

import io.kvperf.api.EngineSetting;
import io.kvperf.api.Engines;
import java.util.List;
import java.util.Map;

/**
 * The engines a contract declares it runs on, and what it sets of each; checked against the engines
 * on the class path by {@link EngineSelection}.
 *
 * @param included engine ids to run, from {@link Engines#include()}; empty for all
 * @param excluded engine ids not to run, from {@link Engines#exclude()}
 * @param settings per engine id, the settings from {@link EngineSetting}, name to value
 */
record DeclaredEngines(
    List<String> included, List<String> excluded, Map<String, Map<String, String>> settings) {

  DeclaredEngines {
    included = List.copyOf(included);
    excluded = List.copyOf(excluded);
  }

  /** The engines {@code engines} (null when the contract has none) names, with {@code settings}. */
  static DeclaredEngines of(Engines engines, Map<String, Map<String, String>> settings) {
    return engines == null
        ? new DeclaredEngines(List.of(), List.of(), settings)
        : new DeclaredEngines(List.of(engines.include()), List.of(engines.exclude()), settings);
  }

  /**
   * Whether the contract runs on engine {@code engineId}: included, or all are, and not excluded.
   */
  boolean runs(String engineId) {
    return (included.isEmpty() || included.contains(engineId)) && !excluded.contains(engineId);
  }

  /** The contract's settings for engine {@code engineId}, empty when it sets none. */
  Map<String, String> settingsFor(String engineId) {
    return settings.getOrDefault(engineId, Map.of());
  }
}
