package io.kvperf.internal.metrics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Each thread group's operations in an iteration: the sums over its threads at both ends. */
final class GroupOperationsProbe implements IterationProbe<Map<String, Long>> {
  private final List<String> groups;
  private final Map<MeasuredThread, String> groupOf;
  private Map<String, Long> start = Map.of();

  /** Over the named {@code groups}, whose threads {@code groupOf} maps to their group. */
  GroupOperationsProbe(List<String> groups, Map<MeasuredThread, String> groupOf) {
    this.groups = groups;
    this.groupOf = groupOf;
  }

  @Override
  public void begin() {
    start = counts();
  }

  @Override
  public Map<String, Long> end() {
    Map<String, Long> now = counts();
    Map<String, Long> done = new LinkedHashMap<>();
    now.forEach((group, count) -> done.put(group, count - start.getOrDefault(group, 0L)));
    return done;
  }

  private Map<String, Long> counts() {
    Map<String, Long> counts = new LinkedHashMap<>();
    groups.forEach(group -> counts.put(group, 0L));
    groupOf.forEach((thread, group) -> counts.merge(group, thread.operations(), Long::sum));
    return counts;
  }
}
