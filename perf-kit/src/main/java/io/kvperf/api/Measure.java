package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Measure} declares how a contract is measured, as JMH does: warm-up iterations (run, not
 * counted) then measured iterations, each of a fixed duration, in one forked JVM per engine.
 *
 * <p>Durations are written as a number and a unit: {@code "500ms"}, {@code "2s"}, {@code "1m"}.
 * Without {@code @Measure} on the method or its class: 3 warm-ups and 5 iterations of 1 s each.
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Measure {
  /** Warm-up iterations, 0–1000. */
  int warmups() default 3;

  /** Duration of one warm-up iteration, 1 ms to 1 hour. */
  String warmupTime() default "1s";

  /** Measured iterations, 1–1000; JMH gives a confidence interval from 3 on. */
  int iterations() default 5;

  /** Duration of one measured iteration, 1 ms to 1 hour. */
  String iterationTime() default "1s";

  /**
   * Time one operation in this many per thread, a power of two from 1 to 64; every operation is
   * still counted. Reading the clock twice costs about 64 ns on the development machine, 4 % of a
   * skip-list get: timing every second operation keeps the cost under 3 % while the percentiles
   * still come from hundreds of thousands of operations per second. Set 1 to time every operation
   * (the exact maximum). Open-loop workloads ({@link Rate}) time every operation.
   */
  int latencyEvery() default 2;
}
