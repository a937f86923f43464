package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Budget} declares how far a contract's results may move before the build fails: against
 * the stored baseline of the same contract, engine, scale and machine (throughput, latency,
 * allocation, disk), or absolutely (GC pauses).
 *
 * <p>A throughput drop or a p99 rise is decided over forks, never over iterations: each fork's
 * figure is normalised by the same-run reference with the exponent calibrated from the baseline's
 * own runs, and the drop fails only when it lies beyond the tolerance (or beyond what the
 * calibration supports, if that is wider) both over all forks and over a confirmation round of
 * fresh forks ({@code io.kvperf.internal.stats.GateRule}). A rise of latency, allocation or disk
 * space fails when it is larger than the tolerance and than a small absolute slack (1 µs of p99, 8
 * bytes per operation, 4 KiB), so that near-zero figures do not cry wolf. Attributes left unset are
 * not checked; without any budget the comparison is reported, never failed.
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Budget {
  /** Value of a percentage attribute that sets no budget. */
  double UNSET = -1;

  /**
   * The largest accepted drop of mean throughput, in percent of the baseline, 0 (inclusive) to 100
   * (exclusive).
   */
  double throughputDrop() default UNSET;

  /** The largest accepted rise of any operation type's overall p99 latency, percent, ≥ 0. */
  double p99Rise() default UNSET;

  /**
   * The longest accepted GC pause in any measured iteration, absolute: {@code "50ms"}, {@code
   * "500us"}; empty for none.
   */
  String gcMaxPause() default "";

  /** The largest accepted share of wall time in GC pauses over the measured iterations, percent. */
  double gcShare() default UNSET;

  /**
   * The largest accepted rise of heap bytes allocated per operation by the threads that issue the
   * operations, percent, ≥ 0. An engine's background threads (compaction, flushing) are left out:
   * what they allocate in a measured second depends on how fast the CPU lets them run. The whole
   * process's allocation per operation is reported beside it, never budgeted.
   */
  double allocationRise() default UNSET;

  /**
   * The largest accepted rise of CPU time per operation of the threads that issue the operations,
   * percent, ≥ 0. A neighbour process or a GC pause hardly moves it, where it moves throughput: in
   * a comparison of two builds beside a busy neighbour its pairs spread about four times less. It
   * is blind to work an engine hands to its background threads and to time spent waiting for
   * storage, so set it beside {@link #throughputDrop()}, not instead of it.
   */
  double cpuPerOpRise() default UNSET;

  /** The largest accepted rise of the store's occupied disk space after the run, percent, ≥ 0. */
  double diskRise() default UNSET;

  /**
   * The largest accepted rise of GC pauses per operation in the measured iterations, percent, ≥ 0;
   * a rise of two pauses or fewer over the run never fails.
   */
  double gcPauseRise() default UNSET;

  /**
   * The largest accepted rise of write amplification (bytes the OS wrote to storage per byte of
   * keys and values written) in the measured iterations, percent, ≥ 0; a rise of 0.05 or less never
   * fails, nor does a run where the OS does not tell.
   */
  double writeAmplificationRise() default UNSET;

  /**
   * The largest accepted rise of bytes the OS wrote to storage per operation in the measured
   * iterations, percent, ≥ 0; a rise of 64 KiB or less over the run never fails, nor does a run
   * where the OS does not tell. Like write amplification it is judged against a baseline of any CPU
   * under the same JVM, flags and heap.
   */
  double bytesWrittenRise() default UNSET;

  /**
   * The largest accepted rise of the JVM's safepoint time per second of measured time, percent, ≥
   * 0: the time every thread stood at a safepoint (from each JFR {@code jdk.SafepointBegin}'s start
   * to the end of its {@code jdk.SafepointEnd}: reaching the safepoint, the VM operation, GC pauses
   * included, and leaving it), summed over the measured iterations, over their wall time. Judged
   * against a baseline of this machine and between two builds; 5 ms per second of measured time
   * more never fails.
   */
  double safepointRise() default UNSET;

  /**
   * The largest accepted drop of throughput against the anchor build, percent, from 0 to below 100:
   * judged only in a run that measures the anchor (the last release, {@code
   * -Dkvperf.anchor=git:<tag>}) beside this build, in pairs of forks, so that what crept in over
   * many changes that each passed fails once it adds up. Ignored against a stored baseline and
   * against any other compared build.
   */
  double creep() default UNSET;

  /**
   * Another engine's id, for a ratio budget: it is measured in the same invocation, its forks
   * interleaved with this engine's one by one, so the run's machine speed cancels in their ratio.
   * Needs {@link #atLeast()}; empty for none. The engine named is not compared with itself.
   */
  String relativeTo() default "";

  /**
   * The least accepted ratio of this engine's throughput to {@link #relativeTo()}'s, &gt; 0, e.g.
   * {@code 2} for "twice as fast". It fails only when the ratio's 95 % interval over the pairs of
   * forks lies wholly below it.
   */
  double atLeast() default UNSET;
}
