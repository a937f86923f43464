package io.kvperf.internal.metrics;

import io.kvperf.api.Operation;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.HdrHistogram.Histogram;

/**
 * The latency of an iteration: each thread's recorders, taken and merged per operation type at its
 * end, overall and per thread group. The threads reset their own recorders when their iteration
 * starts.
 */
final class LatencyProbe implements IterationProbe<IterationLatency> {
  private final List<MeasuredThread> threads;
  private final Function<MeasuredThread, String> groupOf;

  /** Over {@code threads}; {@code groupOf} names a thread's group, or gives null for none. */
  LatencyProbe(List<MeasuredThread> threads, Function<MeasuredThread, String> groupOf) {
    this.threads = threads;
    this.groupOf = groupOf;
  }

  @Override
  public void begin() {}

  @Override
  public IterationLatency end() {
    Map<String, Map<Operation, Histogram>> byGroup = new LinkedHashMap<>();
    Map<Operation, Histogram> service = merged(MeasuredThread::serviceLatency, byGroup);
    Map<Operation, Histogram> intended = merged(MeasuredThread::intendedLatency, null);
    return new IterationLatency(service, intended, byGroup);
  }

  /** Merged over the threads; each thread's share also into its group's, when asked. */
  private Map<Operation, Histogram> merged(
      Function<MeasuredThread, LatencyRecorders> which,
      Map<String, Map<Operation, Histogram>> byGroup) {
    Map<Operation, Histogram> byOperation = new EnumMap<>(Operation.class);
    for (Operation operation : Operation.values()) {
      Histogram merged = new Histogram(LatencyRecorders.SIGNIFICANT_DIGITS);
      for (MeasuredThread thread : threads) {
        Histogram interval = which.apply(thread).takeInterval(operation);
        merged.add(interval);
        String group = groupOf.apply(thread);
        if (byGroup != null && group != null && interval.getTotalCount() > 0) {
          byGroup
              .computeIfAbsent(group, g -> new EnumMap<>(Operation.class))
              .computeIfAbsent(operation, o -> new Histogram(LatencyRecorders.SIGNIFICANT_DIGITS))
              .add(interval);
        }
      }
      if (merged.getTotalCount() > 0) {
        byOperation.put(operation, merged);
      }
    }
    return byOperation;
  }
}
