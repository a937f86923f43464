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
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Threads {
  /** Threads issuing operations concurrently, 1–1024. */
  int value();
}
