package io.kvperf.result;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The measured result of one contract on one engine, as a contract method receives it.
 *
 * @param contract the contract id: the test class's binary name, '#', the method name
 * @param engine the engine id
 * @param engineOptions the engine's settings that matter for a fair comparison
 * @param scale the scale it ran at: {@code smoke}, {@code ci}, {@code full} or a factor
 * @param threads threads that issued operations
 * @param throughput operations per second, per iteration and summarised
 * @param metrics latency, GC, allocation, CPU, memory and disk, per iteration and overall
 * @param forkJvmArgs the options the forked JVM was started with
 * @param environment the machine it was measured on
 */
public record PerfResult(
    String contract,
    String engine,
    Map<String, String> engineOptions,
    String scale,
    int threads,
    ThroughputResult throughput,
    MetricsResult metrics,
    List<String> forkJvmArgs,
    Environment environment) {

  /** Checks every field is present and copies the collections. */
  public PerfResult {
    Objects.requireNonNull(contract, "contract");
    Objects.requireNonNull(engine, "engine");
    engineOptions = Map.copyOf(engineOptions);
    Objects.requireNonNull(scale, "scale");
    Objects.requireNonNull(throughput, "throughput");
    Objects.requireNonNull(metrics, "metrics");
    forkJvmArgs = List.copyOf(forkJvmArgs);
    Objects.requireNonNull(environment, "environment");
  }
}
