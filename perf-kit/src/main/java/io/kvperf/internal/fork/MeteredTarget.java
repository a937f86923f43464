package io.kvperf.internal.fork;

import io.kvperf.internal.metrics.LatencyRecorders;

/**
 * An iteration target with what the meter reads of its thread kept in one place: the operations it
 * completed and its latency recorders, which the target counts and records into as it executes. The
 * fields are the target's own, written on its thread only; not thread-safe: one per thread.
 */
abstract class MeteredTarget implements IterationTarget {
  /** Service latency: from a store call's start to its end. */
  final LatencyRecorders latency = new LatencyRecorders();

  /** Open-loop only: latency from when each operation was due; empty otherwise. */
  final LatencyRecorders intended = new LatencyRecorders();

  /** Operations completed so far, timed or not; a field, not a call, in the measured loop. */
  long operationCount;

  @Override
  public final long operations() {
    return operationCount;
  }

  @Override
  public final LatencyRecorders serviceLatency() {
    return latency;
  }

  @Override
  public final LatencyRecorders intendedLatency() {
    return intended;
  }
}
