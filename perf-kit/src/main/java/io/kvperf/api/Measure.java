package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Measure} declares how a contract is measured, as JMH does: warm-up iterations (run, not
 * counted) then measured iterations, each of a fixed duration, in {@link #forks()} forked JVMs per
 * engine, each also measuring a {@link #reference()}.
 *
 * <p>Durations are written as a number and a unit: {@code "500ms"}, {@code "2s"}, {@code "1m"}.
 * Without {@code @Measure} on the method or its class: 5 forks, each of 3 warm-ups and 5 iterations
 * of 1 s, and as many of the skip-list reference.
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
   * still counted. Reading the clock twice and recording the time costs about 70 ns on the
   * development machine, 4-7 % of a skip-list get: timing one operation in 16 keeps it under 1 %
   * (docs/calibration.md, "Harness overhead") while the percentiles still come from tens of
   * thousands of operations per second. Set 1 to time every operation (the exact maximum).
   * Open-loop workloads ({@link Rate}) time every operation.
   */
  int latencyEvery() default DEFAULT_LATENCY_EVERY;

  /** {@link #latencyEvery()}'s default. */
  int DEFAULT_LATENCY_EVERY = 16;

  /**
   * Forked JVMs per engine, 1–100, run one after the other. Every statistic the gate decides on is
   * computed over forks, never over the iterations of one fork: what varies between runs is the JVM
   * (memory layout, JIT decisions) and the machine, and only fresh forks sample it. The gate may
   * run as many again to confirm a regression before it fails.
   */
  int forks() default 5;

  /**
   * Operations per iteration over all threads, 0 (the default) or 1–2147483647. At 0 every
   * iteration runs for its duration. Otherwise every iteration, warm-up and measured, executes
   * exactly this many operations, each thread its equal share (rounded up), timed as a whole as
   * JMH's single-shot mode times a batch; the durations are then unused. This is a phase bounded by
   * a count: a populate that inserts a store's keys into an empty store and stops. The throughput
   * of an iteration is its operations over the threads' mean time. {@code kvperf.scale} scales the
   * count as it scales the preload. Runs without a reference.
   */
  long operations() default 0;

  /**
   * What each fork measures alternately with the engine, by iteration in ABBA order: then {@link
   * #warmups()} and {@link #iterations()} count the engine's iterations and the reference runs as
   * many, so a fork takes twice as long. By default ({@link Reference#AUTO}) the skip list where a
   * throughput or p99 budget needs it, none otherwise.
   */
  Reference reference() default Reference.AUTO;
}
