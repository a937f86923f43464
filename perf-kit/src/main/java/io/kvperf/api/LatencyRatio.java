package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @LatencyRatio} is a budget on two operation types of one workload: the mean service
 * latency of {@link #of()} divided by that of {@link #to()} must be at least {@link #atLeast()}.
 * Both types run in the same threads of the same forks, drawn one by one from the mix, so whatever
 * the machine does weighs on both alike and cancels in their ratio; no baseline and no second
 * engine are needed. For example, a 50/50 mix of scans and reverse scans with
 * {@code @LatencyRatio(of = REVERSE_SCAN, to = SCAN, atLeast = 1.5)} says "a descending scan takes
 * at least 1.5 times as long as an ascending one".
 *
 * <p>Each fork's ratio is that of the two types' means over its measured iterations (from the timed
 * operations, one in {@link Measure#latencyEvery()}); the estimate is the geometric mean over the
 * forks, with a 95 % interval (Student's t over the forks' log ratios). The budget fails only when
 * the whole interval lies below {@code atLeast} (with one fork, when the fork's ratio does). Both
 * types must be in the workload's mix; a violation fails before anything is forked.
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface LatencyRatio {
  /** The operation type whose mean latency is the numerator. */
  Operation of();

  /** The operation type whose mean latency is the denominator; not {@link #of()}. */
  Operation to();

  /** The least accepted ratio of the two means, &gt; 0. */
  double atLeast();
}
