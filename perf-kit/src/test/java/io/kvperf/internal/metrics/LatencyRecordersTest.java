package io.kvperf.internal.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Operation;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** A thread's recorders: buffered values reach the right histogram, and nothing is lost. */
class LatencyRecordersTest {
  @Test
  void everyValueReachesItsOperationsHistogramAcrossBufferFlushes() {
    LatencyRecorders recorders = new LatencyRecorders();
    for (int i = 1; i <= 1000; i++) {
      recorders.record(Operation.GET, i);
      if (i % 3 == 0) {
        recorders.record(Operation.CURSOR_READ, 5_000_000_000L + i);
      }
    }

    Histogram gets = recorders.takeInterval(Operation.GET);
    Histogram cursorReads = recorders.takeInterval(Operation.CURSOR_READ);

    assertThat(gets.getTotalCount()).isEqualTo(1000);
    assertThat(gets.getMinValue()).isEqualTo(1);
    assertThat(gets.getMaxValue()).isEqualTo(1000);
    assertThat(gets.getValueAtPercentile(50)).isEqualTo(500);
    assertThat(cursorReads.getTotalCount()).isEqualTo(333);
    assertThat(cursorReads.getMinValue())
        .isEqualTo(gets.lowestEquivalentValue(5_000_000_003L))
        .isGreaterThan(4_990_000_000L);
    assertThat(recorders.takeInterval(Operation.UPDATE).getTotalCount()).isZero();
  }

  @Test
  void takingAnIntervalStartsTheNextOneEmpty() {
    LatencyRecorders recorders = new LatencyRecorders();
    recorders.record(Operation.SCAN, 42);

    assertThat(recorders.takeInterval(Operation.SCAN).getTotalCount()).isEqualTo(1);
    recorders.record(Operation.SCAN, 43);
    Histogram second = recorders.takeInterval(Operation.SCAN);

    assertThat(second.getTotalCount()).isEqualTo(1);
    assertThat(second.getMaxValue()).isEqualTo(43);
  }

  @Test
  void resetForgetsValuesStillPending() {
    LatencyRecorders recorders = new LatencyRecorders();
    recorders.record(Operation.UPDATE, 7);
    recorders.reset();
    recorders.record(Operation.UPDATE, 9);

    Histogram updates = recorders.takeInterval(Operation.UPDATE);

    assertThat(updates.getTotalCount()).isEqualTo(1);
    assertThat(updates.getMinValue()).isEqualTo(9);
  }
}
