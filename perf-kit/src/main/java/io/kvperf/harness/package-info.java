/**
 * Running one contract on one engine, on the test JVM's side: {@link
 * io.kvperf.harness.ContractRunner} writes the fork's plan, builds JMH options from the specs, runs
 * {@code io.kvperf.harness.fork.KvBenchmark} in a forked JVM through JMH's {@code Runner} with a
 * deadline, and turns what JMH and the fork return into a {@link io.kvperf.result.PerfResult}. Not
 * API.
 */
package io.kvperf.harness;
