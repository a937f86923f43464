package io.kvperf.internal.metrics;

/**
 * What the meter reads of one thread that issues operations: its counters and its latency
 * recorders. The meter reads them between iterations only, while the thread is held at JMH's
 * iteration barrier, which orders the thread's writes before the reads.
 */
public interface MeasuredThread {
  /** Operations the thread has completed so far, timed or not. */
  long operations();

  /** Bytes of keys and values the thread has written so far. */
  long bytesWritten();

  /** The thread's service-latency recorders: from a store call's start to its end. */
  LatencyRecorders serviceLatency();

  /** Open-loop only (empty otherwise): latency from when each operation was due. */
  LatencyRecorders intendedLatency();
}
