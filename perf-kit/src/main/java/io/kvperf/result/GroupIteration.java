package io.kvperf.result;

import io.kvperf.api.Operation;
import java.io.Serializable;
import java.util.Map;

/**
 * One thread group's share of a measured iteration ({@link io.kvperf.api.Group}).
 *
 * @param operations operations its threads completed
 * @param latency its service latency per operation type
 */
public record GroupIteration(long operations, Map<Operation, LatencySummary> latency)
    implements Serializable {
  /** Copies the map. */
  public GroupIteration {
    latency = Operations.copy(latency);
  }
}
