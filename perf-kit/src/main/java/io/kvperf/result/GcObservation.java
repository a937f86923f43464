package io.kvperf.result;

import java.io.Serializable;
import java.util.List;

/**
 * Every GC pause the fork's JFR recording saw, warm-up and setup included, and the window it
 * watched in JVM uptime, so that the figures can be checked against the JVM's own {@code -Xlog:gc}.
 *
 * @param startUptimeMillis JVM uptime when the recording started
 * @param endUptimeMillis JVM uptime when the watch ended, after the last iteration
 * @param pauseNanos every pause, in order
 * @param jvmLog the pauses the JVM's own {@code -Xlog:gc} printed over the same window, where the
 *     fork wrote one (a soak's does); {@code null} otherwise
 */
public record GcObservation(
    long startUptimeMillis, long endUptimeMillis, List<Long> pauseNanos, JvmGcLog jvmLog)
    implements Serializable {
  /** Copies the list. */
  public GcObservation {
    pauseNanos = List.copyOf(pauseNanos);
  }

  /** An observation without the JVM's log. */
  public GcObservation(long startUptimeMillis, long endUptimeMillis, List<Long> pauseNanos) {
    this(startUptimeMillis, endUptimeMillis, pauseNanos, null);
  }

  /** This observation with the JVM's log of the same window. */
  public GcObservation withJvmLog(JvmGcLog log) {
    return new GcObservation(startUptimeMillis, endUptimeMillis, pauseNanos, log);
  }
}
