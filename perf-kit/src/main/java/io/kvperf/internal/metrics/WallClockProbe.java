package io.kvperf.internal.metrics;

import java.time.Instant;

/** When an iteration ran, by the wall clock (to attribute GC pauses) and by nanoTime. */
final class WallClockProbe implements IterationProbe<WallClockProbe.Window> {
  /** An iteration's window: its start and end instants and its length. */
  record Window(Instant start, Instant end, long wallNanos) {}

  private Instant start;
  private long startNanos;

  @Override
  public void begin() {
    start = Instant.now();
    startNanos = System.nanoTime();
  }

  @Override
  public Window end() {
    long wallNanos = System.nanoTime() - startNanos;
    return new Window(start, Instant.now(), wallNanos);
  }
}
