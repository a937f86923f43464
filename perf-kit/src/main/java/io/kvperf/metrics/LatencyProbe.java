package io.kvperf.metrics;

import io.kvperf.api.Operation;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.HdrHistogram.Histogram;

/**
 * The latency of an iteration: each thread's recorders, taken and merged per operation type at its
 * end. The threads reset their own recorders when their iteration starts.
 */
final class LatencyProbe implements IterationProbe<IterationLatency> {
  private final List<MeasuredThread> threads;

  LatencyProbe(List<MeasuredThread> threads) {
    this.threads = threads;
  }

  @Override
  public void begin() {}

  @Override
  public IterationLatency end() {
    return new IterationLatency(
        merged(MeasuredThread::serviceLatency), merged(MeasuredThread::intendedLatency));
  }

  private Map<Operation, Histogram> merged(Function<MeasuredThread, LatencyRecorders> which) {
    Map<Operation, Histogram> byOperation = new EnumMap<>(Operation.class);
    for (Operation operation : Operation.values()) {
      Histogram merged = new Histogram(LatencyRecorders.SIGNIFICANT_DIGITS);
      for (MeasuredThread thread : threads) {
        merged.add(which.apply(thread).takeInterval(operation));
      }
      if (merged.getTotalCount() > 0) {
        byOperation.put(operation, merged);
      }
    }
    return byOperation;
  }
}
