package io.kvperf.baseline;

import io.kvperf.result.Environment;
import io.kvperf.result.MetricKey;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The stored result of one contract on one engine and machine.
 *
 * @param engine the engine id
 * @param planFingerprint {@link PlanFingerprint#hash()} of the plan it was measured under; {@code
 *     null} in files written before plans were kept, which are therefore stale
 * @param plan the plan's description, so that a diff shows what changed
 * @param scale the scale it was measured at
 * @param environment the machine it was measured on
 * @param throughputOpsPerSecond the score of each measured iteration
 * @param meanOpsPerSecond their mean, stored for the reader of the diff; recomputed on use
 * @param metrics other figures a budget may compare, by {@link MetricKey#storedName()}: {@code
 *     allocation.bytesPerOp}, {@code disk.occupiedBytes}, {@code latency.<operation>.p99Nanos}
 */
public record BaselineEntry(
    String engine,
    String planFingerprint,
    String plan,
    String scale,
    Environment environment,
    double meanOpsPerSecond,
    List<Double> throughputOpsPerSecond,
    Map<String, Double> metrics) {
  /** Checks every field is present and there is at least one score. */
  public BaselineEntry {
    Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(scale, "scale");
    Objects.requireNonNull(environment, "environment");
    throughputOpsPerSecond = List.copyOf(throughputOpsPerSecond);
    // Files written before these figures were kept have none.
    metrics = metrics == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(metrics));
    if (throughputOpsPerSecond.isEmpty()) {
      throw new IllegalArgumentException("a baseline entry needs at least one iteration score");
    }
  }

  /** The stored figure of {@code key}, if this entry has one. */
  public Optional<Double> figure(MetricKey key) {
    return Optional.ofNullable(metrics.get(key.storedName()));
  }

  /** Whether this entry was measured under {@code fingerprint}. */
  boolean isFor(PlanFingerprint fingerprint) {
    return fingerprint.hash().equals(planFingerprint);
  }

  boolean matches(String engineId, String scaleName, Environment machine) {
    return engine.equals(engineId) && scale.equals(scaleName) && environment.equals(machine);
  }
}
