package io.kvperf.internal.account;

import java.util.Objects;

/**
 * An engine's throughput against another engine's, their forks interleaved in the same run.
 *
 * @param engine the other engine's id
 * @param standing the ratio against the budget
 * @param opsPerSecond this engine's throughput, mean of fork medians
 * @param otherOpsPerSecond the other engine's
 */
public record EngineRatio(
    String engine, RatioStanding standing, double opsPerSecond, double otherOpsPerSecond)
    implements GateLine {
  /** Checks the values are present. */
  public EngineRatio {
    Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(standing, "standing");
  }
}
