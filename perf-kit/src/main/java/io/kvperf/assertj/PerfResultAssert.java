package io.kvperf.assertj;

import io.kvperf.api.LatencySummary;
import io.kvperf.api.PerfResult;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.AbstractDoubleAssert;
import org.assertj.core.api.Assertions;

/**
 * Assertions on one engine's result; each figure's assertion is described with the figure, its
 * unit, the contract and the engine, so a failure says what was measured where.
 */
public final class PerfResultAssert extends AbstractAssert<PerfResultAssert, PerfResult> {

  PerfResultAssert(PerfResult actual) {
    super(actual, PerfResultAssert.class);
    isNotNull();
  }

  private String of(String figure) {
    return figure + " of " + actual.contract() + " on " + actual.engine();
  }

  /** Mean throughput, in operations per second. */
  public AbstractDoubleAssert<?> throughput() {
    return Assertions.assertThat(actual.throughput().meanOpsPerSecond())
        .as(of("mean throughput [ops/s]"));
  }

  /** Heap bytes allocated per operation by all threads of the fork. */
  public AbstractDoubleAssert<?> allocationPerOp() {
    return Assertions.assertThat(actual.metrics().allocationPerOpBytes())
        .as(of("allocation per operation [bytes]"));
  }

  /** Process CPU usage, 0–1. */
  public AbstractDoubleAssert<?> cpuUsage() {
    return Assertions.assertThat(actual.metrics().cpuUsage()).as(of("CPU usage [0-1]"));
  }

  /** GC pauses of the measured iterations. */
  public GcAssert gc() {
    return new GcAssert(actual.metrics(), of("GC"));
  }

  /**
   * Latency of one operation type ({@code get}, {@code update}, {@code insert}, {@code delete},
   * {@code readModifyWrite}, {@code scan}, {@code reverseScan}); fails if the workload had none.
   */
  public LatencyAssert latency(String operation) {
    LatencySummary summary = actual.metrics().latency().get(operation);
    if (summary == null) {
      failWithMessage(
          "%s has no latency for '%s'; it has %s",
          of("the result"), operation, actual.metrics().latency().keySet());
    }
    return new LatencyAssert(summary, of("latency of " + operation));
  }
}
