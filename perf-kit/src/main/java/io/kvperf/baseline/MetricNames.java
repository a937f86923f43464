package io.kvperf.baseline;

import io.kvperf.api.PerfResult;
import java.util.Map;
import java.util.TreeMap;

/** The figures of a result that baselines keep beside throughput, by their stored names. */
final class MetricNames {
  static final String ALLOCATION = "allocation.bytesPerOp";
  static final String DISK = "disk.occupiedBytes";

  private MetricNames() {}

  static String p99(String operation) {
    return "latency." + operation + ".p99Nanos";
  }

  static Map<String, Double> of(PerfResult result) {
    Map<String, Double> figures = new TreeMap<>();
    double allocation = result.metrics().allocationPerOpBytes();
    if (!Double.isNaN(allocation)) {
      figures.put(ALLOCATION, allocation);
    }
    figures.put(DISK, (double) result.metrics().disk().occupiedBytes());
    result
        .metrics()
        .latency()
        .forEach((operation, summary) -> figures.put(p99(operation), (double) summary.p99Nanos()));
    return figures;
  }
}
