package io.kvperf.result;

import java.io.Serializable;
import java.time.Duration;

/**
 * Latency percentiles of one operation type, in nanoseconds, from an HdrHistogram with 3
 * significant digits.
 *
 * @param count operations recorded
 * @param p50Nanos median
 * @param p90Nanos 90th percentile
 * @param p99Nanos 99th percentile
 * @param p999Nanos 99.9th percentile
 * @param p9999Nanos 99.99th percentile
 * @param maxNanos the largest recorded value
 */
public record LatencySummary(
    long count,
    long p50Nanos,
    long p90Nanos,
    long p99Nanos,
    long p999Nanos,
    long p9999Nanos,
    long maxNanos)
    implements Serializable {

  /** The 99th percentile as a duration. */
  public Duration p99() {
    return Duration.ofNanos(p99Nanos);
  }

  /** The largest recorded value as a duration. */
  public Duration max() {
    return Duration.ofNanos(maxNanos);
  }
}
