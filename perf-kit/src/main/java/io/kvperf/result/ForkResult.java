package io.kvperf.result;

import io.kvperf.api.Operation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * What one forked JVM measured: the engine's iterations and, when the contract has a reference, the
 * reference's, measured alternately with them in the same JVM. The gate's statistics are computed
 * from one figure per fork; the iterations of one fork are not independent samples of what varies
 * between runs.
 *
 * @param throughput the engine's measured iterations, JMH's score of each
 * @param metrics what the fork measured of the engine
 * @param referenceThroughput the reference's measured iterations, or {@code null} without one
 * @param referenceMetrics what the fork measured of the reference, or {@code null} without one
 * @param environment the machine and the fork's JVM
 * @param besideLoad whether the fork ran beside the CPU load a baseline update puts next to some of
 *     its forks, so that the calibration sees the machine slowed ({@code kvperf.baseline.load})
 */
public record ForkResult(
    ThroughputResult throughput,
    MetricsResult metrics,
    ThroughputResult referenceThroughput,
    MetricsResult referenceMetrics,
    Environment environment,
    boolean besideLoad) {
  /** Checks the engine's figures are present, and the reference's both or neither. */
  public ForkResult {
    Objects.requireNonNull(throughput, "throughput");
    Objects.requireNonNull(metrics, "metrics");
    Objects.requireNonNull(environment, "environment");
    if ((referenceThroughput == null) != (referenceMetrics == null)) {
      throw new IllegalArgumentException("a reference needs both its throughput and its metrics");
    }
  }

  /** A fork that ran without the update's load beside it. */
  public ForkResult(
      ThroughputResult throughput,
      MetricsResult metrics,
      ThroughputResult referenceThroughput,
      MetricsResult referenceMetrics,
      Environment environment) {
    this(throughput, metrics, referenceThroughput, referenceMetrics, environment, false);
  }

  /** This fork, marked as run beside the update's load. */
  public ForkResult besideTheLoad() {
    return new ForkResult(
        throughput, metrics, referenceThroughput, referenceMetrics, environment, true);
  }

  /** Whether the fork measured a reference. */
  public boolean hasReference() {
    return referenceThroughput != null;
  }

  /** The median of the engine's iteration scores, in ops/s. */
  public double opsPerSecond() {
    return median(throughput.iterationOpsPerSecond());
  }

  /** The median of the reference's iteration scores, in ops/s; {@code NaN} without a reference. */
  public double referenceOpsPerSecond() {
    return hasReference() ? median(referenceThroughput.iterationOpsPerSecond()) : Double.NaN;
  }

  /** The engine's p99 of {@code operation} over the fork, in ns; {@code NaN} if it never ran. */
  public double p99Nanos(Operation operation) {
    return p99(metrics, operation);
  }

  /**
   * The reference's p99 of {@code operation} over the fork, in ns; {@code NaN} if none. A reference
   * that ran no such operation (the kernel records only gets) gives its get's p99.
   */
  public double referenceP99Nanos(Operation operation) {
    if (!hasReference()) {
      return Double.NaN;
    }
    double own = p99(referenceMetrics, operation);
    return Double.isNaN(own) ? p99(referenceMetrics, Operation.GET) : own;
  }

  /** The share of the timed operations {@link #trimmedMeanLatencyNanos} keeps, in percent. */
  public static final double TRIMMED_MEAN_PERCENTILE = 99.9;

  /**
   * The engine's mean service latency of {@code operation} over the fork's measured iterations, in
   * ns, from its fastest {@value #TRIMMED_MEAN_PERCENTILE} % of timed operations; {@code NaN} if it
   * never ran. The slowest 0.1 % are left out because a stop-the-world pause stalls the one
   * operation in flight on each thread: when that one is timed, a pause of milliseconds moves the
   * plain mean of a 50 ns operation by microseconds.
   */
  public double trimmedMeanLatencyNanos(Operation operation) {
    String histogram = metrics.latencyHistograms().get(operation);
    return histogram == null
        ? Double.NaN
        : Histograms.meanUpTo(Histograms.decode(histogram), TRIMMED_MEAN_PERCENTILE);
  }

  private static double p99(MetricsResult metrics, Operation operation) {
    LatencySummary summary = metrics.latency().get(operation);
    return summary == null ? Double.NaN : summary.p99Nanos();
  }

  /**
   * The median over this fork's iterations of {@code ln(engine / reference)}, each engine iteration
   * beside the reference iteration it alternates with: it follows the machine's speed within the
   * fork more closely than the ratio of the fork's medians (measured: a spread per pair of 0.161
   * against 0.172, see docs/records/2026-11-24-comparing-two-builds.md, "Per-pair spread"; for the
   * gate, docs/records/2026-11-25-paired-iterations.md). Needs a reference.
   */
  public double iterationScore() {
    return medianLogRatio(
        throughput().iterationOpsPerSecond(), referenceThroughput().iterationOpsPerSecond());
  }

  /**
   * The fork's score of the operation threads' CPU time per operation against its reference's (the
   * other build's, in a fork that ran both): the median over its paired iterations of {@code
   * ln(engine / reference)}; NaN where an iteration could not tell, or the fork has no reference.
   */
  public double cpuPerOpScore() {
    if (!hasReference()) {
      return Double.NaN;
    }
    return medianLogRatio(
        metrics().iterations().stream().map(IterationMetrics::operationCpuPerOpNanos).toList(),
        referenceMetrics().iterations().stream()
            .map(IterationMetrics::operationCpuPerOpNanos)
            .toList());
  }

  /**
   * The median of {@code ln(engine[k] / reference[k])} over the iterations both have, as a fork's
   * score against its reference, or a pair of forks that took turns is scored; NaN where any is
   * NaN.
   */
  public static double medianLogRatio(List<Double> engine, List<Double> reference) {
    List<Double> logRatios = new ArrayList<>();
    for (int k = 0; k < Math.min(engine.size(), reference.size()); k++) {
      logRatios.add(Math.log(engine.get(k) / reference.get(k)));
    }
    return logRatios.stream().anyMatch(ratio -> Double.isNaN(ratio))
        ? Double.NaN
        : median(logRatios);
  }

  /** The median of {@code values}: the middle one, or the mean of the middle two. */
  public static double median(List<Double> values) {
    if (values.isEmpty()) {
      return Double.NaN;
    }
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int middle = sorted.size() / 2;
    return sorted.size() % 2 == 1
        ? sorted.get(middle)
        : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
  }
}
