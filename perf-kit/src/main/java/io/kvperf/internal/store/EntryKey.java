package io.kvperf.internal.store;

import io.kvperf.result.Environment;
import io.kvperf.result.PerfResult;
import java.util.Objects;

/**
 * What tells the entries of one baseline file apart: a file keeps one entry per engine, scale and
 * machine ({@link BaselineEntry}).
 *
 * @param engine the engine id
 * @param scale the scale it was measured at
 * @param environment the machine and JVM it was measured on
 */
public record EntryKey(String engine, String scale, Environment environment) {
  /** Checks every part is present. */
  public EntryKey {
    Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(scale, "scale");
    Objects.requireNonNull(environment, "environment");
  }

  /** The key of {@code result}'s entry: its engine, scale and machine. */
  public static EntryKey of(PerfResult result) {
    return new EntryKey(result.engine(), result.scale(), result.environment());
  }

  /**
   * Whether it is of {@code other}'s engine and scale, on another machine under the same runtime.
   */
  public boolean onAnotherMachine(EntryKey other) {
    return engine.equals(other.engine)
        && scale.equals(other.scale)
        && !environment.equals(other.environment)
        && environment.sameRuntime(other.environment);
  }
}
