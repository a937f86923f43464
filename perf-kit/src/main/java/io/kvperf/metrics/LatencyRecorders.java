package io.kvperf.metrics;

import io.kvperf.api.Operation;
import org.HdrHistogram.Histogram;

/**
 * One thread's latency histograms, one per operation type, in nanoseconds with 3 significant digits
 * (auto-resizing). Plain, unsynchronised histograms: only the owning thread writes them, and the
 * meter reads and resets them between iterations, when JMH has stopped every thread at its
 * iteration barrier, which also orders the writes before the read. (HdrHistogram's recorders, made
 * for reading while writers run, cost two atomic operations per value; measured here, that was
 * several per cent of a skip-list get.)
 */
public final class LatencyRecorders {
  static final int SIGNIFICANT_DIGITS = 3;

  private final Histogram[] histograms = new Histogram[Operation.values().length];

  /** Empty recorders for every operation type. */
  public LatencyRecorders() {
    for (int i = 0; i < histograms.length; i++) {
      histograms[i] = new Histogram(SIGNIFICANT_DIGITS);
    }
  }

  /** Records one operation's latency; called only by the owning thread. */
  public void record(Operation operation, long nanos) {
    histograms[operation.ordinal()].recordValue(nanos);
  }

  /** Forgets everything recorded; by the owning thread, before an iteration. */
  public void reset() {
    for (Histogram histogram : histograms) {
      histogram.reset();
    }
  }

  /**
   * The histogram of {@code operation} since the previous call, which starts a new interval; only
   * between iterations, while the owning thread records nothing.
   */
  Histogram takeInterval(Operation operation) {
    Histogram histogram = histograms[operation.ordinal()];
    Histogram interval = histogram.copy();
    histogram.reset();
    return interval;
  }
}
