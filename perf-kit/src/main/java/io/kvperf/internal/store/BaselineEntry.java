package io.kvperf.internal.store;

import io.kvperf.api.Operation;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.result.Environment;
import io.kvperf.result.MetricKey;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The stored baseline of one contract on one engine, scale and machine: the forks of up to {@link
 * GateRule#MAX_RUNS} runs at different times, the calibration derived from them, and the rule that
 * will judge against them.
 *
 * @param engine the engine id
 * @param planFingerprint {@link PlanFingerprint#hash()} of the plan it was measured under; {@code
 *     null} in files written before plans were kept, which are therefore stale
 * @param plan the plan's description, so that a diff shows what changed
 * @param scale the scale it was measured at
 * @param environment the machine and JVM it was measured on
 * @param meanOpsPerSecond the mean of the forks' raw throughput, for the reader of the diff
 * @param forks every kept fork, oldest run first; {@code null} in files written before forks were
 *     kept, which are therefore stale
 * @param calibration by figure ({@code throughput}, {@code p99.<operation>}): β and the spread of
 *     the scores, as computed from {@code forks} when written, for the reader of the diff
 * @param gate {@link GateRule}'s constants when written, so that a change of rule shows in the diff
 * @param metrics machine-independent figures budgets compare, by {@link MetricKey#storedName()}
 *     ({@code allocation.operationThreads.bytesPerOp}, {@code disk.occupiedBytes}), and the pooled
 *     p99 of every operation for the reader
 */
public record BaselineEntry(
    String engine,
    String planFingerprint,
    String plan,
    String scale,
    Environment environment,
    double meanOpsPerSecond,
    List<StoredFork> forks,
    Map<String, Calibration> calibration,
    Map<String, Double> gate,
    Map<String, Double> metrics) {
  /** The figure name of throughput. */
  public static final String THROUGHPUT = "throughput";

  /** Checks the identity is present and copies the collections in a stable order. */
  public BaselineEntry {
    Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(scale, "scale");
    Objects.requireNonNull(environment, "environment");
    forks = forks == null ? null : List.copyOf(forks);
    calibration = calibration == null ? Map.of() : new TreeMap<>(calibration);
    gate = gate == null ? Map.of() : new TreeMap<>(gate);
    metrics = metrics == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(metrics));
  }

  /** The stored figure of {@code key}, if this entry has one. */
  public Optional<Double> figure(MetricKey key) {
    return Optional.ofNullable(metrics.get(key.storedName()));
  }

  /** Whether this entry was measured under {@code fingerprint} and kept its forks. */
  public boolean isFor(PlanFingerprint fingerprint) {
    return fingerprint.hash().equals(planFingerprint) && forks != null && !forks.isEmpty();
  }

  /** The runs its forks came from, oldest first. */
  public List<String> runs() {
    return forks == null ? List.of() : forks.stream().map(StoredFork::run).distinct().toList();
  }

  /** The figure name of {@code operation}'s p99. */
  public static String p99Figure(Operation operation) {
    return "p99." + operation.metricName();
  }

  /** Whether it is of this engine and scale, on this machine under this runtime. */
  public boolean matches(String engineId, String scaleName, Environment machine) {
    return engine.equals(engineId) && scale.equals(scaleName) && environment.equals(machine);
  }

  /** Whether it is of this engine and scale, on another machine under the same runtime. */
  public boolean onAnotherMachine(String engineId, String scaleName, Environment machine) {
    return engine.equals(engineId)
        && scale.equals(scaleName)
        && !environment.equals(machine)
        && environment.sameRuntime(machine);
  }
}
