package io.kvperf.result;

import java.io.Serializable;
import java.util.List;

/**
 * Some GC pauses summed up: their count, total, shortest and longest. Two summaries add up to the
 * summary of both, so an hour's summary is the sum of its minutes' and no pause need be kept.
 *
 * @param count the pauses
 * @param totalNanos their sum
 * @param minNanos the shortest; 0 without any
 * @param maxNanos the longest; 0 without any
 */
public record PauseStats(long count, long totalNanos, long minNanos, long maxNanos)
    implements Serializable {
  /** No pause. */
  public static final PauseStats NONE = new PauseStats(0, 0, 0, 0);

  /** Checks the figures agree with one another. */
  public PauseStats {
    if (count < 0 || totalNanos < 0 || minNanos < 0 || maxNanos < minNanos) {
      throw new IllegalArgumentException(
          "pause figures that cannot be: count "
              + count
              + ", total "
              + totalNanos
              + " ns, min "
              + minNanos
              + " ns, max "
              + maxNanos
              + " ns");
    }
  }

  /** The summary of one pause of {@code nanos}. */
  public static PauseStats one(long nanos) {
    return new PauseStats(1, nanos, nanos, nanos);
  }

  /** The summary of {@code pauseNanos}. */
  public static PauseStats of(List<Long> pauseNanos) {
    PauseStats stats = NONE;
    for (long pause : pauseNanos) {
      stats = stats.plus(one(pause));
    }
    return stats;
  }

  /** The summary of these pauses and {@code other}'s. */
  public PauseStats plus(PauseStats other) {
    if (count == 0) {
      return other;
    }
    if (other.count == 0) {
      return this;
    }
    return new PauseStats(
        count + other.count,
        totalNanos + other.totalNanos,
        Math.min(minNanos, other.minNanos),
        Math.max(maxNanos, other.maxNanos));
  }

  /** The mean pause in nanoseconds; NaN without any. */
  public double averageNanos() {
    return count == 0 ? Double.NaN : totalNanos / (double) count;
  }
}
