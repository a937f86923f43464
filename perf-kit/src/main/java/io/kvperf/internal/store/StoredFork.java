package io.kvperf.internal.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import io.kvperf.api.Operation;
import io.kvperf.internal.stats.ForkFigure;
import io.kvperf.internal.stats.StoredPrecision;
import io.kvperf.result.ForkResult;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One fork as a baseline keeps it: the figures the gate decides on, the engine's and the
 * reference's.
 *
 * <p>A baseline file keeps it as one flat object, its reference's fields beside the engine's
 * ({@link StoredForkJson}).
 *
 * @param run when the run the fork belonged to started (ISO-8601, UTC), so forks group by run
 * @param opsPerSecond the median of the engine's iterations
 * @param p99Nanos the engine's p99 over the fork, by operation ({@link Operation#metricName()})
 * @param reference the reference's figures beside the engine's, {@link Reference#NONE} without one
 * @param besideLoad whether the fork ran beside the kit's CPU load ({@link
 *     ForkResult#besideLoad()}); read as {@code false} from forks stored before the kit kept it,
 *     which have no such field (the committed baselines)
 * @param unknownFields the fields of a stored fork this kit does not know, which a newer kit wrote:
 *     kept as read and written back, so that an update by this kit keeps them on the forks it keeps
 */
public record StoredFork(
    String run,
    double opsPerSecond,
    Map<String, Double> p99Nanos,
    Reference reference,
    boolean besideLoad,
    Map<String, JsonNode> unknownFields) {
  /**
   * The reference's figures in a fork.
   *
   * @param opsPerSecond the median of the reference's iterations, or {@code null} without one
   * @param p99Nanos the reference's p99 over the fork, by operation; empty without one
   * @param pairedLogRatio the median over the fork's measured iterations of {@code ln(engine /
   *     reference)}, each engine iteration beside the reference iteration it alternated with;
   *     {@code null} without a reference, and in forks stored before the kit kept it
   */
  public record Reference(
      Double opsPerSecond, Map<String, Double> p99Nanos, Double pairedLogRatio) {
    /** No reference ran. */
    public static final Reference NONE = new Reference(null, Map.of(), null);

    /** Copies the p99s in a stable order. */
    public Reference {
      p99Nanos = p99Nanos == null ? Map.of() : new TreeMap<>(p99Nanos);
    }
  }

  /** Checks the run is named, and copies the maps in a stable order. */
  public StoredFork {
    Objects.requireNonNull(run, "run");
    p99Nanos = p99Nanos == null ? Map.of() : new TreeMap<>(p99Nanos);
    reference = reference == null ? Reference.NONE : reference;
    Map<String, JsonNode> unknown = new TreeMap<>();
    if (unknownFields != null) {
      unknownFields.forEach(
          (name, value) ->
              unknown.put(name, value == null ? NullNode.getInstance() : value.deepCopy()));
    }
    unknownFields = Collections.unmodifiableMap(unknown);
  }

  /** The median of the reference's iterations, or {@code null} without one. */
  public Double referenceOpsPerSecond() {
    return reference.opsPerSecond();
  }

  /** The reference's p99 over the fork, by operation; empty without one. */
  public Map<String, Double> referenceP99Nanos() {
    return reference.p99Nanos();
  }

  /** The fork's paired iterations' median log ratio, or {@code null} ({@link Reference}). */
  public Double pairedLogRatio() {
    return reference.pairedLogRatio();
  }

  /** The figures of {@code fork}, measured in the run {@code run}. */
  public static StoredFork of(String run, ForkResult fork) {
    Map<String, Double> p99 = new TreeMap<>();
    Map<String, Double> referenceP99 = new TreeMap<>();
    for (Operation operation : fork.metrics().latency().keySet()) {
      p99.put(operation.metricName(), fork.p99Nanos(operation));
      double reference = fork.referenceP99Nanos(operation);
      if (reference > 0) {
        referenceP99.put(operation.metricName(), reference);
      }
    }
    return new StoredFork(
        run,
        fork.opsPerSecond(),
        p99,
        fork.hasReference()
            ? new Reference(fork.referenceOpsPerSecond(), referenceP99, fork.iterationScore())
            : new Reference(null, referenceP99, null),
        fork.besideLoad(),
        Map.of());
  }

  /** This fork with its figures rounded as a file keeps them. */
  public StoredFork rounded() {
    Double referenceOps = referenceOpsPerSecond();
    Double paired = pairedLogRatio();
    return new StoredFork(
        run,
        StoredPrecision.round(opsPerSecond),
        roundedValues(p99Nanos),
        new Reference(
            referenceOps == null ? null : StoredPrecision.round(referenceOps),
            roundedValues(referenceP99Nanos()),
            paired == null ? null : StoredPrecision.round(paired)),
        besideLoad,
        unknownFields);
  }

  private static Map<String, Double> roundedValues(Map<String, Double> values) {
    Map<String, Double> rounded = new TreeMap<>();
    values.forEach((name, value) -> rounded.put(name, StoredPrecision.round(value)));
    return rounded;
  }

  /**
   * Its throughput, for the gate's statistics: the engine's median beside the reference's, or with
   * {@code paired}, the engine's level beside the reference's median such that their log ratio is
   * the {@linkplain #pairedLogRatio() paired iterations'}: a score {@code ln(engine) - beta
   * ln(reference)} is then that paired log ratio plus {@code (1 - beta) ln(reference)}.
   */
  public ForkFigure throughput(boolean paired) {
    if (paired) {
      return new ForkFigure(
          run,
          referenceOpsPerSecond() * Math.exp(pairedLogRatio()),
          referenceOpsPerSecond(),
          besideLoad);
    }
    return new ForkFigure(
        run,
        opsPerSecond,
        referenceOpsPerSecond() == null ? Double.NaN : referenceOpsPerSecond(),
        besideLoad);
  }

  /** Whether every one of {@code forks} kept its paired iterations' log ratio. */
  public static boolean allPaired(List<StoredFork> forks) {
    return !forks.isEmpty()
        && forks.stream()
            .allMatch(
                fork -> fork.pairedLogRatio() != null && fork.referenceOpsPerSecond() != null);
  }

  /**
   * Its p99 of {@code operation}, if that operation ran and took a measurable time (a p99 of 0 is
   * the kit's word for none); the reference's beside it when the reference ran it too.
   *
   * @throws IllegalArgumentException for a p99 that is no time at all ({@code NaN}, negative,
   *     infinite), which a file never yields ({@link EntryFigureCheck}) and is never read as absent
   */
  Optional<ForkFigure> p99(Operation operation) {
    Double engine = p99Nanos.get(operation.metricName());
    if (engine == null || engine == 0) {
      return Optional.empty();
    }
    Double reference = referenceP99Nanos().get(operation.metricName());
    return Optional.of(
        new ForkFigure(
            run,
            engine,
            reference == null || !(reference > 0) ? Double.NaN : reference,
            besideLoad));
  }
}
