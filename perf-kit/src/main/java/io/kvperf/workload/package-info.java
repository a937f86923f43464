/**
 * The workload model: an immutable, validated {@link io.kvperf.workload.WorkloadSpec}; the
 * deterministic {@link io.kvperf.workload.KeySpace key} and {@link io.kvperf.workload.ValueSpace
 * value} generators (the same seed gives the same bytes in any JVM); and per-thread {@link
 * io.kvperf.workload.OperationStream operation streams} drawn from the seed.
 */
package io.kvperf.workload;
