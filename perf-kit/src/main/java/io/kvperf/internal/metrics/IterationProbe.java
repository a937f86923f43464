package io.kvperf.internal.metrics;

/**
 * One measurement of an iteration, taken around it: {@link #begin()} as the iteration starts,
 * {@link #end()} as it ends, which returns what the probe saw in between (as a JMH profiler returns
 * its results). Both are called between iterations, from one thread, never while operations run.
 *
 * @param <T> what the probe returns per iteration
 */
interface IterationProbe<T> {
  /** Takes the probe's starting reading. */
  void begin();

  /** Takes the ending reading and returns the iteration's value. */
  T end();
}
