package io.kvperf.internal.history;

/**
 * Which way a figure is better, as its caller knows it: the detector reports a signed step, and
 * this says whether that step is a regression or an improvement ({@link Movement#of}).
 */
public enum FigureDirection {
  /** Throughput, a ratio of this build's throughput to an anchor's. */
  HIGHER_IS_BETTER,
  /** A latency, CPU time or allocation per operation. */
  LOWER_IS_BETTER
}
