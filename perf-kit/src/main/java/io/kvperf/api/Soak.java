package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Soak} declares a soak: one long measured phase under the contract's workload, in one fork
 * without a reference and without warm-up, reported over the whole phase and as a time series of
 * {@link #interval()}s. Each interval is one of JMH's measured iterations, so the series shows
 * drift, compaction storms and clusters of pauses; the whole phase's figures (wall time, peak
 * resident memory, bytes written, heap allocated, GC pauses by kind of collection) are their sums.
 * The fork also writes the JVM's own GC log, {@code -Xlog:gc}, against which the pauses JFR saw are
 * checked.
 *
 * <p>It replaces {@link Measure}: a contract may declare one or the other. {@code kvperf.scale}
 * scales both durations, so the intervals stay as many: an hour of minutes at full scale is 60
 * intervals of 300 ms at a scale of 0.005.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Soak {
  /** The measured phase at full scale, a whole number of intervals, at most 1,000 of them. */
  String time();

  /** One point of the time series; by default a minute. */
  String interval() default "1m";
}
