package io.kvperf.internal.store;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.kvperf.api.Operation;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.GateRule;
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
 * <p>A baseline file keeps an entry as one flat object of its groups' fields ({@code engine},
 * {@code scale}, {@code environment}, {@code planFingerprint}, {@code plan}, …), as it did before
 * they were grouped.
 *
 * @param key its engine, scale and machine, which tell it from the file's other entries
 * @param measuredUnder the plan it was measured under, its hash and description; both {@code null}
 *     in files written before plans were kept, which are therefore stale
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
    @JsonUnwrapped EntryKey key,
    @JsonUnwrapped EntryPlan measuredUnder,
    double meanOpsPerSecond,
    List<StoredFork> forks,
    Map<String, Calibration> calibration,
    Map<String, Double> gate,
    Map<String, Double> metrics) {
  /** The figure name of throughput. */
  public static final String THROUGHPUT = "throughput";

  /**
   * Checks the key is present, reads no plan as the plan of older files, and copies the collections
   * in a stable order.
   */
  public BaselineEntry {
    Objects.requireNonNull(key, "key");
    measuredUnder = measuredUnder == null ? EntryPlan.NONE : measuredUnder;
    forks = forks == null ? null : List.copyOf(forks);
    calibration = calibration == null ? Map.of() : new TreeMap<>(calibration);
    gate = gate == null ? Map.of() : new TreeMap<>(gate);
    metrics = metrics == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(metrics));
  }

  /** The stored figure of {@code metric}, if this entry has one. */
  public Optional<Double> figure(MetricKey metric) {
    return Optional.ofNullable(metrics.get(metric.storedName()));
  }

  /** Whether this entry was measured under {@code fingerprint} and kept its forks. */
  public boolean isFor(PlanFingerprint fingerprint) {
    return measuredUnder.is(fingerprint) && forks != null && !forks.isEmpty();
  }

  /** The runs its forks came from, oldest first. */
  public List<String> runs() {
    return forks == null ? List.of() : forks.stream().map(StoredFork::run).distinct().toList();
  }

  /** The figure name of {@code operation}'s p99. */
  public static String p99Figure(Operation operation) {
    return "p99." + operation.metricName();
  }
}
