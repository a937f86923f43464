/**
 * What users write: the annotations that declare a performance contract ({@link
 * io.kvperf.api.KvPerfContract}, {@link io.kvperf.api.KvPerfTest}, {@link io.kvperf.api.Workload},
 * {@link io.kvperf.api.Measure}, {@link io.kvperf.api.Budget}, {@link io.kvperf.api.LatencyRatio},
 * {@link io.kvperf.api.Engines}), the vocabulary they use ({@link io.kvperf.api.Operation}, {@link
 * io.kvperf.api.KeyOrder}, {@link io.kvperf.api.ReadMode}) and the error an invalid attribute
 * raises. The results a contract method receives are in {@code io.kvperf.result}.
 */
package io.kvperf.api;
