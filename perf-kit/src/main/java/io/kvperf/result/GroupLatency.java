package io.kvperf.result;

import io.kvperf.api.Operation;
import java.io.Serializable;
import java.util.Map;

/**
 * One thread group's size and latency over a fork's measured iterations ({@link
 * io.kvperf.api.Group}).
 *
 * @param threads its threads
 * @param latency its service latency per operation type
 * @param latencyHistograms the same as HdrHistograms, compressed and Base64-encoded
 */
public record GroupLatency(
    int threads, Map<Operation, LatencySummary> latency, Map<Operation, String> latencyHistograms)
    implements Serializable {
  /** Copies the maps. */
  public GroupLatency {
    latency = Operations.copy(latency);
    latencyHistograms = Operations.copy(latencyHistograms);
  }
}
