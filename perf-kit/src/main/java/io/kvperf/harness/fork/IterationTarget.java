package io.kvperf.harness.fork;

import org.openjdk.jmh.infra.Blackhole;

/** What one thread runs in an iteration: the engine's operations, or a reference's. */
interface IterationTarget {
  /** Starts an iteration on this target, on the thread that will execute it. */
  void beginIteration();

  /** Executes one operation. */
  void execute(Blackhole sink);
}
