package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Rate} declares an open-loop workload: instead of issuing operations as fast as the store
 * answers, each thread issues them on a fixed schedule ({@code opsPerSecond / threads} per thread,
 * restarted at each iteration). Latency is then recorded twice: the service time from the moment
 * the operation actually started ({@code get}), and the latency from the moment it was due ({@code
 * get.intended}), which counts the time an operation waited behind a slow one — corrected for
 * coordinated omission, like YCSB's intended latency.
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Rate {
  /** Operations per second over all threads, 1 to 1,000,000,000. */
  long opsPerSecond();
}
