package io.kvperf.engine;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * Everything {@link KvEngine#open} is given: where the store lives, how large it will grow, and the
 * contract's settings for this engine. The harness and the conformance kit open stores the same
 * way, through one of these.
 *
 * @param directory the store's directory; it exists and is empty on the first open (in-memory
 *     engines may ignore it)
 * @param hints the expected size, for engines that size their store at creation
 * @param settings the contract's {@code @EngineSetting}s for this engine, which {@link
 *     KvEngine#settings()} accepted in the test JVM; empty for an engine without settings
 */
public record StoreContext(Path directory, StoreHints hints, Map<String, String> settings) {
  /** Checks every part is present and copies the settings. */
  public StoreContext {
    Objects.requireNonNull(directory, "directory");
    Objects.requireNonNull(hints, "hints");
    settings = Map.copyOf(settings);
  }

  /** A store in {@code directory} of {@link StoreHints#SMALL} size, with no settings. */
  public static StoreContext of(Path directory) {
    return new StoreContext(directory, StoreHints.SMALL, Map.of());
  }
}
