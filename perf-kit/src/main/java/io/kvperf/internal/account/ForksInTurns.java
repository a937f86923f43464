package io.kvperf.internal.account;

import java.time.Duration;
import java.util.Objects;

/**
 * Both forks of each pair ran at once, taking turns by iteration, each arm warmed up and measured
 * at least as long as taking turns needs.
 *
 * @param leastWarmup the least warm-up of each fork
 * @param leastIterations the fewest measured iterations of each fork
 * @param setting the setting that chooses how the arms share forks
 */
public record ForksInTurns(Duration leastWarmup, int leastIterations, String setting)
    implements ComparisonLine {
  /** Checks the values are present. */
  public ForksInTurns {
    Objects.requireNonNull(leastWarmup, "leastWarmup");
    Objects.requireNonNull(setting, "setting");
  }
}
