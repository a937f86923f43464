/**
 * What is measured inside the fork, around each iteration: probes that each return a value (CPU
 * time, allocation, storage writes, operations, memory, latency from per-thread HdrHistograms) and
 * GC pauses from a JFR recording read when it stops, composed by {@link
 * io.kvperf.internal.metrics.ForkMeter}, which reads the threads that issue operations through
 * {@link io.kvperf.internal.metrics.MeasuredThread}. Not API.
 */
package io.kvperf.internal.metrics;
