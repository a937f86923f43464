package io.kvperf.internal.soak;

import io.kvperf.api.Soak;
import io.kvperf.internal.settings.DurationText;
import java.time.Duration;
import java.util.Objects;

/**
 * A soak's plan: its measured phase of {@code intervals} intervals of {@code interval} each. The
 * soak measures them in one fork, with no warm-up and no reference beside the engine, one JMH
 * iteration an interval.
 *
 * @param interval one point of the time series, positive
 * @param intervals how many, from 1 to {@value #MAX_INTERVALS}
 */
public record SoakPlan(Duration interval, int intervals) {
  /** The most intervals a soak has: JMH's iterations, which a measurement plan bounds. */
  public static final int MAX_INTERVALS = 1000;

  /** Checks the interval is positive and the intervals are in range. */
  public SoakPlan {
    Objects.requireNonNull(interval, "interval");
    if (interval.isZero() || interval.isNegative()) {
      throw new IllegalArgumentException("a soak's interval must be positive, not " + interval);
    }
    if (intervals < 1 || intervals > MAX_INTERVALS) {
      throw new IllegalArgumentException(
          "a soak has 1 to " + MAX_INTERVALS + " intervals, not " + intervals);
    }
  }

  /**
   * The plan {@code soak} declares.
   *
   * @throws IllegalArgumentException naming the attribute and value of an invalid annotation: a
   *     malformed duration, a time that is not a whole number of intervals, none of them or more
   *     than {@value #MAX_INTERVALS}
   */
  public static SoakPlan of(Soak soak) {
    Duration time = DurationText.parse(Soak.class, "time", soak.time());
    Duration interval = DurationText.parse(Soak.class, "interval", soak.interval());
    if (interval.isZero() || time.toNanos() % interval.toNanos() != 0) {
      throw new IllegalArgumentException(
          "@Soak(time = \""
              + soak.time()
              + "\", interval = \""
              + soak.interval()
              + "\") is invalid: the time must be a whole number of intervals");
    }
    long intervals = time.toNanos() / interval.toNanos();
    if (intervals < 1 || intervals > MAX_INTERVALS) {
      throw new IllegalArgumentException(
          "@Soak(time = \""
              + soak.time()
              + "\") is invalid: "
              + intervals
              + " intervals of "
              + soak.interval()
              + ", "
              + (intervals < 1 ? "at least 1" : "at most " + MAX_INTERVALS));
    }
    return new SoakPlan(interval, (int) intervals);
  }

  /** The measured phase: every interval, one after another. */
  public Duration phase() {
    return interval.multipliedBy(intervals);
  }

  /**
   * How long the soak's fork may take in all: its whole phase, and {@code forkTimeout} on top for
   * what comes around it (the JVM's start, the preload, closing the store). A fork of any other
   * plan is given {@code forkTimeout} alone.
   */
  public Duration forkDeadline(Duration forkTimeout) {
    return forkTimeout.plus(phase());
  }
}
