package io.kvperf.suites;

/**
 * The suites' allocation budgets at ci scale, and how they were set. At 0.5 % of full scale, one
 * fork of 100–300 ms iterations per engine, throughput and latency swing up to 2× between runs, so
 * no suite method budgets them; the bytes each operation allocates vary much less, and a baseline
 * of them holds on any CPU under the same JVM, flags and heap.
 *
 * <p>Calibration: three {@code -Dkvperf.baseline=update} runs of every suite, unchanged code,
 * 2026-11-23 12:17–13:00, an AMD EPYC machine. Per method, the worst A/A rise of any engine (the
 * largest of its three figures against the smallest, beyond the 8-byte slack). A method is gated
 * with the tighter budget below when that rise is at most a third of it, with the looser one when
 * at most a third of that, and is report-only otherwise. The figures are in README, "The seed
 * suites".
 */
final class SuiteBudgets {
  /** For methods whose worst A/A rise was at most 16.7 % (seen: 0.6–13.3 %). */
  static final double ALLOCATION_RISE_STEADY_PERCENT = 50;

  /** For methods whose worst A/A rise was at most 33.3 % (seen: 17.2–27.0 %). */
  static final double ALLOCATION_RISE_PERCENT = 100;

  private SuiteBudgets() {}
}
