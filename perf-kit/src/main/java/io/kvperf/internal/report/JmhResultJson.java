package io.kvperf.internal.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.kvperf.result.ForkResult;
import io.kvperf.result.MetricKey;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Statistic;
import io.kvperf.result.Verdict;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Function;
import org.openjdk.jmh.util.Version;

/**
 * {@code jmh-result.json}: the run in JMH's own JSON result format, so that JMH's tools load it.
 * One entry per contract × engine: the benchmark is the contract method ({@code pkg.Class.method}),
 * the engine, scale and gate verdict are its {@code params}, and the primary metric is the engine's
 * throughput with every fork's iterations as {@code rawData}. The secondary metrics, one array per
 * fork as well: the same-run reference's throughput (its iterations), the longest GC pause (one
 * value per iteration), and one value per fork for the ratio to the reference, p99 per operation
 * type (ns), allocation per operation (all threads, and the operation threads alone), GC pause
 * count and share of time, occupied space, CPU usage, and the gate's verdict ({@code gate.passed}:
 * 1 passed, 0 failed; absent when nothing was checked).
 *
 * <p>As in JMH, {@code scoreError} is the half-width of the 99.9 % interval (Student's t) and a
 * figure it cannot compute is the string {@code "NaN"}; {@code scoreConfidence} is the interval on
 * the log scale where every value is positive, so never below zero.
 */
final class JmhResultJson {
  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private JmhResultJson() {}

  static String render(RunReport report) {
    ArrayNode entries = JSON.createArrayNode();
    for (String contract : report.contracts()) {
      report.rowsOf(contract).forEach(row -> entries.add(entry(row)));
    }
    try {
      return JSON.writeValueAsString(entries);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static ObjectNode entry(ReportRow row) {
    PerfResult result = row.result();
    MeasurementSummary measurement = row.measurement();
    ObjectNode entry = JSON.createObjectNode();
    entry.put("jmhVersion", Version.getPlainVersion());
    entry.put("benchmark", result.contract().replace('#', '.'));
    entry.put("mode", "thrpt");
    entry.put("threads", result.threads());
    entry.put("forks", Math.max(1, result.forks().size()));
    entry.put("jvm", measurement.jvm().javaExecutable());
    ArrayNode jvmArgs = entry.putArray("jvmArgs");
    result.forkJvmArgs().forEach(jvmArgs::add);
    entry.put("jdkVersion", measurement.jvm().jdkVersion());
    entry.put("vmName", measurement.jvm().vmName());
    entry.put("vmVersion", measurement.jvm().vmVersion());
    // A count-bounded plan ran as JMH's single shots of a batch; its score is still ops/s.
    boolean batches = measurement.countBounded();
    long batchSize = batches ? measurement.batchSize() : 1;
    entry.put("warmupIterations", measurement.warmupIterations());
    entry.put("warmupTime", batches ? "single-shot" : measurement.warmupMillis() + " ms");
    entry.put("warmupBatchSize", batchSize);
    entry.put("measurementIterations", measurement.iterations());
    entry.put("measurementTime", batches ? "single-shot" : measurement.iterationMillis() + " ms");
    entry.put("measurementBatchSize", batchSize);
    ObjectNode params = entry.putObject("params");
    params.put("engine", result.engine());
    params.put("scale", result.scale());
    params.put("gate", row.verdict().verdict().name());
    entry.set("primaryMetric", JmhMetric.of(iterations(result), "ops/s").toJson(JSON));
    entry.set("secondaryMetrics", secondary(row));
    return entry;
  }

  private static double[][] iterations(PerfResult result) {
    if (result.forks().isEmpty()) {
      return new double[][] {values(result.throughput().iterationOpsPerSecond())};
    }
    return result.forks().stream()
        .map(fork -> values(fork.throughput().iterationOpsPerSecond()))
        .toArray(double[][]::new);
  }

  private static ObjectNode secondary(ReportRow row) {
    PerfResult result = row.result();
    List<ForkResult> forks = result.forks();
    ObjectNode metrics = JSON.createObjectNode();
    if (forks.isEmpty()) {
      return metrics;
    }
    if (forks.stream().allMatch(ForkResult::hasReference)) {
      metrics.set(
          "reference",
          JmhMetric.of(
                  forks.stream()
                      .map(f -> values(f.referenceThroughput().iterationOpsPerSecond()))
                      .toArray(double[][]::new),
                  "ops/s")
              .toJson(JSON));
      metrics.set(
          "referenceRatio",
          perFork(forks, f -> f.opsPerSecond() / f.referenceOpsPerSecond(), "ratio"));
    }
    // Every operation type a fork timed, in the vocabulary's order.
    new java.util.TreeSet<>(
            forks.stream().flatMap(f -> f.metrics().latency().keySet().stream()).toList())
        .forEach(
            operation ->
                metrics.set(
                    "p99." + operation.metricName(),
                    perFork(forks, f -> f.p99Nanos(operation), "ns")));
    metrics.set(
        "alloc.bytesPerOp", perFork(forks, f -> f.metrics().allocationPerOpBytes(), "B/op"));
    metrics.set(
        "alloc.operationThreads.bytesPerOp",
        perFork(forks, f -> f.metrics().operationAllocationPerOpBytes(), "B/op"));
    metrics.set("gc.pauses", perFork(forks, f -> (double) f.metrics().gcPauseCount(), "#"));
    metrics.set(
        "gc.maxPause",
        JmhMetric.maxOf(
                forks.stream()
                    .map(
                        f ->
                            f.metrics().iterations().stream()
                                .mapToDouble(i -> i.gcMaxPause().toNanos() / 1e6)
                                .toArray())
                    .toArray(double[][]::new),
                "ms")
            .toJson(JSON));
    metrics.set("gc.share", perFork(forks, f -> f.metrics().gcShare() * 100, "%"));
    metrics.set(
        "disk.occupied", perFork(forks, f -> (double) f.metrics().disk().occupiedBytes(), "bytes"));
    metrics.set("cpu.usage", perFork(forks, f -> f.metrics().cpuUsage() * 100, "%"));
    measuredByName(forks, metrics);
    if (row.is(Verdict.PASSED) || row.failed()) {
      metrics.set(
          "gate.passed",
          JmhMetric.of(new double[][] {{row.failed() ? 0 : 1}}, "1 passed, 0 failed").toJson(JSON));
    }
    return metrics;
  }

  /**
   * What every fork measured by name (a JFR span per second), under the name baselines keep it by.
   */
  private static void measuredByName(List<ForkResult> forks, ObjectNode metrics) {
    for (Statistic statistic : Statistic.measuredByName()) {
      if (forks.stream().allMatch(f -> f.metrics().measuredPerSecond(statistic).isPresent())) {
        metrics.set(
            MetricKey.of(statistic).storedName(),
            perFork(
                forks,
                f -> f.metrics().measuredPerSecond(statistic).getAsDouble(),
                statistic.unit().symbol()));
      }
    }
  }

  private static ObjectNode perFork(
      List<ForkResult> forks, Function<ForkResult, Double> figure, String unit) {
    return JmhMetric.of(
            forks.stream().map(f -> new double[] {figure.apply(f)}).toArray(double[][]::new), unit)
        .toJson(JSON);
  }

  private static double[] values(List<Double> values) {
    return values.stream().mapToDouble(Double::doubleValue).toArray();
  }
}
