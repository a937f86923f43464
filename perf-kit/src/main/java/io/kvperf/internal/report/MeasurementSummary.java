package io.kvperf.internal.report;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.Objects;

/**
 * How a result was measured, as JMH's result format states it: iterations and their times, and the
 * JVM the forks ran on.
 *
 * <p>{@code kvperf-results.json} keeps it as one flat object, the JVM's fields ({@code
 * javaExecutable}, {@code jdkVersion}, {@code vmName}, {@code vmVersion}) after the iterations', as
 * it did before they were grouped.
 *
 * @param warmupIterations warm-up iterations per fork
 * @param warmupMillis time of each warm-up iteration
 * @param iterations measured iterations per fork
 * @param iterationMillis time of each measured iteration
 * @param jvm the JVM the forks ran on
 * @param batchSize operations each thread executes per iteration of a plan bounded by a count,
 *     timed as one shot; 0 when iterations are bounded by their times
 * @param soak whether it was a soak ({@link io.kvperf.api.Soak}): each measured iteration one
 *     interval of one long phase, which the reports sum up in the Krati seed's shape
 */
public record MeasurementSummary(
    int warmupIterations,
    long warmupMillis,
    int iterations,
    long iterationMillis,
    @JsonUnwrapped ForkJvm jvm,
    long batchSize,
    boolean soak) {
  /** Checks the JVM is present. */
  public MeasurementSummary {
    Objects.requireNonNull(jvm, "jvm");
  }

  /** Whether each iteration executed a fixed count of operations rather than running for a time. */
  public boolean countBounded() {
    return batchSize > 0;
  }
}
