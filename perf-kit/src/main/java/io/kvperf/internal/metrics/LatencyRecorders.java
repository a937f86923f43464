package io.kvperf.internal.metrics;

import io.kvperf.api.Operation;
import org.HdrHistogram.Histogram;

/**
 * One thread's latency histograms, one per operation type, in nanoseconds with 3 significant digits
 * (auto-resizing). Plain, unsynchronised histograms: only the owning thread writes them, and the
 * meter reads and resets them between iterations, when JMH has stopped every thread at its
 * iteration barrier, which also orders the writes before the read. (HdrHistogram's recorders, made
 * for reading while writers run, cost two atomic operations per value; measured here, that was
 * several per cent of a skip-list get.)
 *
 * <p>A recorded value first goes to a small buffer of pending values, which is written into the
 * histograms when it fills and before they are read. Between two timed operations a fast engine
 * evicts the histograms' counters from the core's caches, and incrementing one then stalls on its
 * load; writing to the buffer does not (measured: the record's share of a get's profile about
 * halved, see docs/records/2026-11-23-harness-overhead.md, "Buffered records").
 */
public final class LatencyRecorders {
  static final int SIGNIFICANT_DIGITS = 3;

  private static final Operation[] OPERATIONS = Operation.values();
  private static final int OPERATION_BITS = 4;
  private static final int PENDING_CAPACITY = 256;

  static {
    if (OPERATIONS.length > 1 << OPERATION_BITS) {
      throw new IllegalStateException("more operation types than " + OPERATION_BITS + " bits hold");
    }
  }

  private final Histogram[] histograms = new Histogram[OPERATIONS.length];

  /** Pending values, each {@code nanos << OPERATION_BITS | ordinal}. */
  private final long[] pending = new long[PENDING_CAPACITY];

  private int pendingCount;

  /** Empty recorders for every operation type. */
  public LatencyRecorders() {
    for (int i = 0; i < histograms.length; i++) {
      histograms[i] = new Histogram(SIGNIFICANT_DIGITS);
    }
  }

  /** Records one operation's latency; called only by the owning thread. */
  public void record(Operation operation, long nanos) {
    pending[pendingCount++] = nanos << OPERATION_BITS | operation.ordinal();
    if (pendingCount == PENDING_CAPACITY) {
      flush();
    }
  }

  private void flush() {
    for (int i = 0; i < pendingCount; i++) {
      long entry = pending[i];
      histograms[(int) (entry & ((1 << OPERATION_BITS) - 1))].recordValue(entry >> OPERATION_BITS);
    }
    pendingCount = 0;
  }

  /** Forgets everything recorded; by the owning thread, before an iteration. */
  public void reset() {
    pendingCount = 0;
    for (Histogram histogram : histograms) {
      histogram.reset();
    }
  }

  /**
   * The histogram of {@code operation} since the previous call, which starts a new interval; only
   * between iterations, while the owning thread records nothing.
   */
  Histogram takeInterval(Operation operation) {
    flush();
    Histogram histogram = histograms[operation.ordinal()];
    Histogram interval = histogram.copy();
    histogram.reset();
    return interval;
  }
}
