/**
 * What runs inside a forked JVM: {@link io.kvperf.internal.fork.KvBenchmark}, the one JMH
 * benchmark, opens the store of its plan in a fresh directory, preloads it (not measured) and
 * drives it with per-thread operation streams whose values are consumed and checked; the meter of
 * {@code io.kvperf.internal.metrics} measures around each iteration. Not API.
 */
package io.kvperf.internal.fork;
