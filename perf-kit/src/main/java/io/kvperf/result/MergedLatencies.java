package io.kvperf.result;

import io.kvperf.api.Operation;
import java.io.Serializable;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The overall latencies of a result's measured iterations ({@link MetricsResult#latencies()}).
 *
 * @param service service latency per operation type, from the merged histograms of all measured
 *     iterations
 * @param intended open-loop only (empty otherwise): latency per operation type from when each
 *     operation was due
 * @param serviceHistograms the merged service-latency histograms, HdrHistogram's compressed
 *     encoding in Base64, per operation type
 * @param intendedHistograms the merged histograms of {@code intended}, encoded alike
 * @param groups per thread group of a workload that declares groups, in declaration order, its
 *     latency; empty otherwise
 */
public record MergedLatencies(
    Map<Operation, LatencySummary> service,
    Map<Operation, LatencySummary> intended,
    Map<Operation, String> serviceHistograms,
    Map<Operation, String> intendedHistograms,
    Map<String, GroupLatency> groups)
    implements Serializable {
  /** Copies the maps, keeping the groups' order. */
  public MergedLatencies {
    service = Operations.copy(service);
    intended = Operations.copy(intended);
    serviceHistograms = Operations.copy(serviceHistograms);
    intendedHistograms = Operations.copy(intendedHistograms);
    groups = Collections.unmodifiableMap(new LinkedHashMap<>(groups));
  }

  /** The latencies of a workload without thread groups. */
  public MergedLatencies(
      Map<Operation, LatencySummary> service,
      Map<Operation, LatencySummary> intended,
      Map<Operation, String> serviceHistograms,
      Map<Operation, String> intendedHistograms) {
    this(service, intended, serviceHistograms, intendedHistograms, Map.of());
  }
}
