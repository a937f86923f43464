package io.kvperf.internal.metrics;

import io.kvperf.api.Operation;
import io.kvperf.result.Histograms;
import io.kvperf.result.LatencySummary;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A fork's latency histograms added up over its measured iterations, per operation type: service
 * times, intended latencies (open loop) and service times per thread group. Not thread-safe: the
 * meter adds between iterations, from one thread.
 */
final class OverallHistograms {
  private final Map<Operation, Histogram> service = new EnumMap<>(Operation.class);
  private final Map<Operation, Histogram> intended = new EnumMap<>(Operation.class);
  private final Map<String, Map<Operation, Histogram>> byGroup = new LinkedHashMap<>();

  /** Adds an iteration's service times; returns the iteration's summaries. */
  Map<Operation, LatencySummary> addService(Map<Operation, Histogram> iteration) {
    return accumulate(iteration, service);
  }

  /** Adds an iteration's intended latencies; returns the iteration's summaries. */
  Map<Operation, LatencySummary> addIntended(Map<Operation, Histogram> iteration) {
    return accumulate(iteration, intended);
  }

  /** Adds an iteration's service times of group {@code group}; returns their summaries. */
  Map<Operation, LatencySummary> addGroup(String group, Map<Operation, Histogram> iteration) {
    return accumulate(
        iteration, byGroup.computeIfAbsent(group, g -> new EnumMap<>(Operation.class)));
  }

  Map<Operation, Histogram> service() {
    return service;
  }

  Map<Operation, Histogram> intended() {
    return intended;
  }

  /** Group {@code group}'s service times, empty if it recorded none. */
  Map<Operation, Histogram> group(String group) {
    return byGroup.getOrDefault(group, Map.of());
  }

  private static Map<Operation, LatencySummary> accumulate(
      Map<Operation, Histogram> iteration, Map<Operation, Histogram> total) {
    Map<Operation, LatencySummary> summaries = new EnumMap<>(Operation.class);
    iteration.forEach(
        (operation, histogram) -> {
          summaries.put(operation, Histograms.summary(histogram));
          total
              .computeIfAbsent(operation, o -> new Histogram(LatencyRecorders.SIGNIFICANT_DIGITS))
              .add(histogram);
        });
    return summaries;
  }
}
