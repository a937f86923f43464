package io.kvperf.assertj;

import io.kvperf.api.Operation;
import io.kvperf.result.LatencySummary;
import io.kvperf.result.PerfResult;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
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
   * Service latency of one operation type; fails if the workload ran none of it.
   *
   * <pre>{@code
   * assertThat(result).latency(Operation.GET).p99().isLessThan(Duration.ofMillis(1));
   * }</pre>
   */
  public LatencyAssert latency(Operation operation) {
    return latencyOf(operation, actual.metrics().latency(), "latency");
  }

  /**
   * Service latency of the operation type named {@code operation} as results name it ({@code get},
   * {@code update}, {@code insert}, {@code delete}, {@code readModifyWrite}, {@code scan}, {@code
   * reverseScan}); an unknown name fails, listing the valid ones.
   */
  public LatencyAssert latency(String operation) {
    Optional<Operation> type = Operation.ofMetricName(operation);
    if (type.isEmpty()) {
      failWithMessage(
          "'%s' is no operation type; use one of %s",
          operation, Arrays.stream(Operation.values()).map(Operation::metricName).toList());
    }
    return latency(type.orElseThrow());
  }

  /**
   * Open-loop ({@link io.kvperf.api.Rate}): latency of one operation type from when each operation
   * was due; fails if the workload ran none of it or ran closed-loop.
   */
  public LatencyAssert intendedLatency(Operation operation) {
    return latencyOf(operation, actual.metrics().intendedLatency(), "latency from when due");
  }

  private LatencyAssert latencyOf(
      Operation operation, Map<Operation, LatencySummary> latency, String what) {
    LatencySummary summary = latency.get(operation);
    if (summary == null) {
      failWithMessage(
          "%s has no %s of %s; it has %s",
          of("the result"),
          what,
          operation.metricName(),
          latency.keySet().stream().map(Operation::metricName).toList());
    }
    return new LatencyAssert(summary, of(what + " of " + operation.metricName()));
  }
}
