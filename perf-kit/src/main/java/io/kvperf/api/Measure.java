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
 * of 1 s.
 *
 * <p>On a method, a preset and the class, the three merge attribute by attribute, the method's over
 * the preset's over the class's: {@code @Measure(forks = 3)} on a method keeps the class's
 * iterations and times. So every attribute's default means "not set" ({@link #UNSET}, {@code ""} or
 * {@link Reference#AUTO}), and the documented default applies when no layer sets it.
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Measure {
  /** The default of a count that is not set: the documented default applies. */
  int UNSET = -1;

  /** Warm-up iterations, 0–1000; by default {@value #DEFAULT_WARMUPS}. */
  int warmups() default UNSET;

  /** {@link #warmups()}'s default. */
  int DEFAULT_WARMUPS = 3;

  /** Duration of one warm-up iteration, 1 ms to 1 hour; by default {@value #DEFAULT_TIME}. */
  String warmupTime() default "";

  /** The default of {@link #warmupTime()} and {@link #iterationTime()}. */
  String DEFAULT_TIME = "1s";

  /**
   * Measured iterations, 1–1000; JMH gives a confidence interval from 3 on. By default {@value
   * #DEFAULT_ITERATIONS}.
   */
  int iterations() default UNSET;

  /** {@link #iterations()}'s default. */
  int DEFAULT_ITERATIONS = 5;

  /** Duration of one measured iteration, 1 ms to 1 hour; by default {@value #DEFAULT_TIME}. */
  String iterationTime() default "";

  /**
   * Time one operation in this many per thread, a power of two from 1 to 64; every operation is
   * still counted. Reading the clock twice and recording the time costs about 70 ns on the
   * development machine, 4-7 % of a skip-list get: timing one operation in 16 keeps it under 1 %
   * (measured: docs/records/2026-11-22-recording-cost.md and
   * docs/records/2026-11-23-harness-overhead.md) while the percentiles still come from tens of
   * thousands of operations per second. Set 1 to time every operation (the exact maximum).
   * Open-loop workloads ({@link Rate}) time every operation. By default {@value
   * #DEFAULT_LATENCY_EVERY}.
   */
  int latencyEvery() default UNSET;

  /** {@link #latencyEvery()}'s default. */
  int DEFAULT_LATENCY_EVERY = 16;

  /**
   * Forked JVMs per engine, 1–100, run one after the other. Every statistic the gate decides on is
   * computed over forks, never over the iterations of one fork: what varies between runs is the JVM
   * (memory layout, JIT decisions) and the machine, and only fresh forks sample it. The gate may
   * run as many again to confirm a regression before it fails. By default {@value #DEFAULT_FORKS}.
   */
  int forks() default UNSET;

  /** {@link #forks()}'s default. */
  int DEFAULT_FORKS = 5;

  /**
   * Operations per iteration over all threads, 0 (the default) or 1–2147483647. At 0 every
   * iteration runs for its duration. Otherwise every iteration, warm-up and measured, executes
   * exactly this many operations, each thread its equal share (rounded up), timed as a whole as
   * JMH's single-shot mode times a batch; the durations are then unused. This is a phase bounded by
   * a count: a populate that inserts a store's keys into an empty store and stops. The throughput
   * of an iteration is its operations over the threads' mean time. {@code kvperf.scale} scales the
   * count as it scales the preload. Runs without a reference.
   */
  long operations() default UNSET;

  /**
   * What each fork measures alternately with the engine, by iteration in ABBA order: then {@link
   * #warmups()} and {@link #iterations()} count the engine's iterations and the reference runs as
   * many, so a fork takes twice as long. By default ({@link Reference#AUTO}) the skip list where a
   * throughput or p99 budget needs it, none otherwise.
   */
  Reference reference() default Reference.AUTO;
}
