/**
 * Running one workload on one engine: {@link io.kvperf.harness.ContractRunner} builds JMH options
 * from the specs and runs {@link io.kvperf.harness.KvBenchmark} in a forked JVM through JMH's
 * {@code Runner}; inside the fork the store is opened in a fresh directory, preloaded (not
 * measured) and then driven by per-thread operation streams whose values are consumed and checked.
 */
package io.kvperf.harness;
