package io.kvperf.internal.account;

import java.util.Objects;

/**
 * Where the stores of a comparison in pairs of forks came from, where the setting asked for one
 * preload: every fork opened a byte-identical copy of one store the first fork preloaded, or, for
 * an engine that keeps no store on disk, each fork preloaded its own all the same.
 *
 * @param copied whether the forks opened copies of one preloaded store
 * @param engineId the engine compared
 * @param setting the setting that asks for one preload
 */
public record StorePreloadedOnce(boolean copied, String engineId, String setting)
    implements ComparisonLine {
  /** Checks the values are present. */
  public StorePreloadedOnce {
    Objects.requireNonNull(engineId, "engineId");
    Objects.requireNonNull(setting, "setting");
  }
}
