package io.kvperf.result;

import io.kvperf.api.Operation;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.HdrHistogram.Histogram;

/** Pools several forks' {@link MetricsResult}s into one (see {@link MetricsResult#pooled}). */
final class MetricsPooling {
  private MetricsPooling() {}

  static MetricsResult pooled(List<MetricsResult> forks) {
    if (forks.isEmpty()) {
      throw new IllegalArgumentException("no forks to pool");
    }
    if (forks.size() == 1) {
      return forks.get(0);
    }
    List<IterationMetrics> iterations = new ArrayList<>();
    List<Long> pauses = new ArrayList<>();
    long logical = 0;
    for (MetricsResult fork : forks) {
      fork.iterations().forEach(i -> iterations.add(i.withIndex(iterations.size() + 1)));
      pauses.addAll(fork.gc().pauseNanos());
      logical += fork.logicalBytesWritten();
    }
    Map<Operation, String> service = merged(forks, MetricsResult::latencyHistograms);
    Map<Operation, String> intended = merged(forks, MetricsResult::intendedLatencyHistograms);
    Map<String, GroupLatency> groups = new LinkedHashMap<>();
    for (String group : forks.get(0).groups().keySet()) {
      Map<Operation, String> histograms =
          merged(
              forks,
              fork -> {
                GroupLatency of = fork.groups().get(group);
                return of == null ? Map.of() : of.latencyHistograms();
              });
      groups.put(
          group,
          new GroupLatency(
              forks.get(0).groups().get(group).threads(), summaries(histograms), histograms));
    }
    MetricsResult first = forks.get(0);
    MetricsResult last = forks.get(forks.size() - 1);
    return new MetricsResult(
        iterations,
        new MergedLatencies(summaries(service), summaries(intended), service, intended, groups),
        new GcObservation(first.gc().startUptimeMillis(), last.gc().endUptimeMillis(), pauses),
        last.disk(),
        logical);
  }

  private static Map<Operation, String> merged(
      List<MetricsResult> forks, Function<MetricsResult, Map<Operation, String>> histograms) {
    Map<Operation, Histogram> sums = new EnumMap<>(Operation.class);
    for (MetricsResult fork : forks) {
      histograms
          .apply(fork)
          .forEach(
              (operation, encoded) -> {
                Histogram histogram = Histograms.decode(encoded);
                sums.merge(
                    operation,
                    histogram,
                    (sum, more) -> {
                      sum.add(more);
                      return sum;
                    });
              });
    }
    Map<Operation, String> encoded = new EnumMap<>(Operation.class);
    sums.forEach((operation, histogram) -> encoded.put(operation, Histograms.encode(histogram)));
    return encoded;
  }

  private static Map<Operation, LatencySummary> summaries(Map<Operation, String> encoded) {
    Map<Operation, LatencySummary> summaries = new EnumMap<>(Operation.class);
    encoded.forEach(
        (operation, h) -> summaries.put(operation, Histograms.summary(Histograms.decode(h))));
    return summaries;
  }
}
