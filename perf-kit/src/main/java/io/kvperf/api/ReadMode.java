package io.kvperf.api;

/**
 * How gets receive values, for engines that offer both (the Oak seed compares them). An engine
 * without {@link io.kvperf.engine.Capability#ZERO_COPY_READS} skips a zero-copy workload.
 */
public enum ReadMode {
  /** {@code KvStore.get}: the engine hands out a byte array. */
  COPY,
  /**
   * {@code KvStore.read}: the engine lends a read-only view of the value for the duration of a
   * callback, without copying it out.
   */
  ZERO_COPY
}
