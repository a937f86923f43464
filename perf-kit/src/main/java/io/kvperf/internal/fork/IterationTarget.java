package io.kvperf.internal.fork;

import io.kvperf.internal.metrics.MeasuredThread;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What one thread runs in an iteration, the engine's operations or a reference's, and what its
 * meter reads of it.
 */
interface IterationTarget extends MeasuredThread {
  /** Starts an iteration on this target, on the thread that will execute it. */
  void beginIteration();

  /** Executes one operation. */
  void execute(Blackhole sink);

  /** Checks that a target timing one operation in {@code latencyEvery} can pick it by a mask. */
  static void requirePowerOfTwo(int latencyEvery) {
    if (Integer.bitCount(latencyEvery) != 1) {
      throw new IllegalArgumentException(
          "latencyEvery must be a power of two, was " + latencyEvery);
    }
  }
}
