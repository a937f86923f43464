/**
 * The immutable results of a contract on one engine: {@link io.kvperf.result.PerfResult} with its
 * throughput per iteration, its metrics per iteration and overall, the engine's options, the fork's
 * JVM options and the machine; {@link io.kvperf.result.MetricKey} names one figure. And what was
 * concluded of them, as values: a {@link io.kvperf.result.Judgement} per judged figure (its key, a
 * {@link io.kvperf.result.Figure}, its {@link io.kvperf.result.Verdict} and {@link
 * io.kvperf.result.Reason}), composed into an invocation's {@link
 * io.kvperf.result.InvocationVerdict}. Produced by the kit's runner and deciders, read by its
 * reports and by contract methods.
 */
package io.kvperf.result;
