package io.kvperf.internal.account;

import java.time.Duration;
import java.util.Objects;

/**
 * GC pauses that took more of the measured iterations' wall time than the budget allows.
 *
 * @param sharePercent their share of the wall time, percent
 * @param limitPercent the budget's limit, percent
 * @param pauses how many pauses there were
 * @param totalPause their total
 */
public record GcShareBeyondLimit(
    double sharePercent, double limitPercent, long pauses, Duration totalPause)
    implements GateLine {
  /** Checks the total is present. */
  public GcShareBeyondLimit {
    Objects.requireNonNull(totalPause, "totalPause");
  }
}
