package io.kvperf.internal.gate;

import io.kvperf.result.PerfResult;

/** How the gate asks for a confirmation round: fresh forks of the same contract and engine. */
@FunctionalInterface
public interface MoreForks {
  /** {@code result} with {@code count} fresh forks measured after its own. */
  PerfResult measure(PerfResult result, int count);
}
