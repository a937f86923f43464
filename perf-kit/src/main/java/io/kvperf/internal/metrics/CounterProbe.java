package io.kvperf.internal.metrics;

import java.util.function.LongSupplier;

/**
 * A cumulative counter read at both ends of an iteration (CPU time, allocated bytes, bytes written,
 * operations): returns how much it grew, or -1 when either reading was unavailable (-1).
 */
final class CounterProbe implements IterationProbe<Long> {
  private final LongSupplier counter;
  private long start;

  CounterProbe(LongSupplier counter) {
    this.counter = counter;
  }

  @Override
  public void begin() {
    start = counter.getAsLong();
  }

  @Override
  public Long end() {
    long now = counter.getAsLong();
    return now < 0 || start < 0 ? -1 : now - start;
  }
}
