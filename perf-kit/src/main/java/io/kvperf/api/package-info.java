/**
 * What users write and read: the annotations that declare a performance contract ({@link
 * io.kvperf.api.KvPerfContract}, {@link io.kvperf.api.KvPerfTest}, {@link io.kvperf.api.Workload},
 * {@link io.kvperf.api.Measure}, {@link io.kvperf.api.Budget}, {@link io.kvperf.api.Engines}) and
 * the result types a contract method may receive ({@link io.kvperf.api.PerfResult}).
 */
package io.kvperf.api;
