/**
 * Running one contract on one engine, on the test JVM's side: {@link
 * io.kvperf.internal.run.ContractRunner} writes the fork's plan, builds JMH options, runs {@code
 * io.kvperf.internal.fork.KvBenchmark} in a forked JVM through JMH with a deadline, and turns what
 * the fork returns into a {@link io.kvperf.result.PerfResult}; the fork's class path is an {@link
 * io.kvperf.internal.run.Arm}: this build's, or another build's in place of the same artifacts
 * ({@link io.kvperf.internal.run.ArmClassPath}). The conformance kit's second build of this JVM's
 * class path, {@link io.kvperf.internal.run.SecondBuildOfThisJvm}, is a service it finds without
 * naming it.
 */
package io.kvperf.internal.run;
