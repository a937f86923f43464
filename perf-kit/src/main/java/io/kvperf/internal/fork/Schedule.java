package io.kvperf.internal.fork;

import java.util.concurrent.locks.LockSupport;

/**
 * One thread's open-loop schedule: operation {@code n} of an iteration is due {@code n} intervals
 * after the iteration's first. Not thread-safe: one per thread.
 */
final class Schedule {
  private static final long SPIN_BELOW_NANOS = 50_000;

  private final long intervalNanos;
  private long firstDueNanos = -1;
  private long next;

  /** A schedule of {@code opsPerSecond} operations per second for this thread. */
  Schedule(double opsPerSecond) {
    this.intervalNanos = Math.max(1, Math.round(1e9 / opsPerSecond));
  }

  /** Starts the schedule afresh at the next operation (called between iterations). */
  void restart() {
    firstDueNanos = -1;
    next = 0;
  }

  /** Waits until the next operation is due and returns when it was due, in nanoTime. */
  long awaitNext() {
    long now = System.nanoTime();
    if (firstDueNanos < 0) {
      firstDueNanos = now;
    }
    long due = firstDueNanos + next++ * intervalNanos;
    for (long wait = due - now; wait > 0; wait = due - System.nanoTime()) {
      if (wait > SPIN_BELOW_NANOS) {
        LockSupport.parkNanos(wait - SPIN_BELOW_NANOS);
      } else {
        Thread.onSpinWait();
      }
    }
    return due;
  }
}
