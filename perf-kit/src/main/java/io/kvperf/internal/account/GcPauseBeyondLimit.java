package io.kvperf.internal.account;

import java.time.Duration;
import java.util.Objects;

/**
 * A measured iteration whose longest GC pause exceeds the budget's limit.
 *
 * @param iteration the measured iteration's index
 * @param longestPause its longest pause
 * @param limit the budget's limit
 * @param pauses how many pauses it had
 * @param totalPause their total
 */
public record GcPauseBeyondLimit(
    int iteration, Duration longestPause, Duration limit, int pauses, Duration totalPause)
    implements GateLine {
  /** Checks the durations are present. */
  public GcPauseBeyondLimit {
    Objects.requireNonNull(longestPause, "longestPause");
    Objects.requireNonNull(limit, "limit");
    Objects.requireNonNull(totalPause, "totalPause");
  }
}
