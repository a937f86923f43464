package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Threads} runs a contract's workload, typically a preset, with another number of threads,
 * as JMH's {@code @Threads} does: {@code @OakGetOnly @Threads(4)} is the Oak seed's get-only
 * workload on four threads. It replaces {@link Workload#threads()}; a workload of {@link Group}s
 * sets its threads per group and rejects it.
 *
 * <p>Several counts make a sweep: {@code @Threads({1, 2, 4, 8})} runs one invocation per engine and
 * count, named like {@code [rocksdb, 4 threads]}, each with its own contract id ({@code
 * class#method[threads=4]}) and so its own baseline, and the reports chart throughput by thread
 * count. The setting {@code kvperf.threads} picks the counts of a sweep that run.
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Threads {
  /** Threads issuing operations concurrently, 1–1024; several for a sweep, none twice. */
  int[] value();
}
