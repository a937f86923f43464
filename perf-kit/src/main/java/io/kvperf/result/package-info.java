/**
 * The immutable results of a contract on one engine: {@link io.kvperf.result.PerfResult} with its
 * throughput per iteration, its metrics per iteration and overall, the engine's options, the fork's
 * JVM options and the machine; {@link io.kvperf.result.MetricKey} names one figure. Produced by
 * {@code io.kvperf.harness}, read by {@code io.kvperf.baseline}, {@code io.kvperf.report} and
 * contract methods.
 */
package io.kvperf.result;
