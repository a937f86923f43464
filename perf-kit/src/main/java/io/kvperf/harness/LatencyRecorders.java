package io.kvperf.harness;

import io.kvperf.workload.Operation;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * One thread's latency recorders, one per operation type, in nanoseconds with 3 significant digits.
 * Written only by the thread that owns them (wait-free); read between iterations by the {@link
 * ForkMeter}, which swaps out each interval's histogram.
 */
final class LatencyRecorders {
  static final int SIGNIFICANT_DIGITS = 3;

  private final SingleWriterRecorder[] recorders =
      new SingleWriterRecorder[Operation.values().length];

  LatencyRecorders() {
    for (int i = 0; i < recorders.length; i++) {
      recorders[i] = new SingleWriterRecorder(SIGNIFICANT_DIGITS);
    }
  }

  /** Records one operation's latency; called only by the owning thread. */
  void record(Operation operation, long nanos) {
    recorders[operation.ordinal()].recordValue(nanos);
  }

  /** The histogram of {@code operation} since the previous call, which starts a new interval. */
  Histogram takeInterval(Operation operation) {
    return recorders[operation.ordinal()].getIntervalHistogram();
  }
}
