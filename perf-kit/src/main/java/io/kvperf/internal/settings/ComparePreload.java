package io.kvperf.internal.settings;

/**
 * {@code kvperf.compare.preload}: where the stores of a comparison in pairs of forks come from.
 * Both arms alike; a comparison with both arms in each fork always preloads each arm's store there.
 */
public enum ComparePreload {
  /** Each fork preloads its own store, as every other fork of the kit does. */
  EACH,
  /**
   * The store is preloaded once, by the first fork of the first pair, and closed; every fork of
   * both arms, that one included, opens a byte-identical copy of it. For an engine that keeps its
   * store on disk ({@link io.kvperf.engine.Capability#PERSISTENT}) and builds whose file formats
   * both read; any other engine's forks preload their own.
   */
  ONCE;

  /** The setting's key. */
  public static final String KEY = "kvperf.compare.preload";

  static ComparePreload parse(String text) {
    return EnumSetting.parse(
        ComparePreload.class,
        KEY,
        text,
        "each (each fork preloads its own store) or once (every fork opens a copy of one)");
  }
}
