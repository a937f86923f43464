/**
 * Workload presets: composed annotations for the YCSB core workloads A–F and for the workloads of
 * the seed documents (Oak vs ConcurrentSkipListMap, HestiaStore sequential reads, Krati vs BDB JE).
 * Each carries {@link io.kvperf.api.KvPerfTest} and a {@link io.kvperf.api.Workload}, so it alone
 * makes a method a contract; add {@link io.kvperf.api.Measure}, {@link io.kvperf.api.Budget} or
 * {@link io.kvperf.api.Engines} beside it. Every preset preloads in {@link
 * io.kvperf.api.PreloadOrder#RANDOM} order, as the seeds and YCSB write their (hashed) keys. Write
 * your own the same way.
 */
package io.kvperf.api.presets;
