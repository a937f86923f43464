package io.kvperf.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class IterationMetricsTest {
  private static final IterationMetrics ITERATION = Metrics.sample().iterations().get(0);
  private static final PauseStats YOUNG = new PauseStats(2, 5_000_000, 2_000_000, 3_000_000);

  @Test
  void renumberingChangesTheIndexAlone() {
    IterationMetrics recorded = recorded();

    IterationMetrics renumbered = recorded.withIndex(7);

    assertThat(renumbered.index()).isEqualTo(7);
    assertThat(renumbered).usingRecursiveComparison().ignoringFields("index").isEqualTo(recorded);
  }

  @Test
  void whatJfrRecordedReplacesThePausesAndTheStatisticsAlone() {
    IterationMetrics recorded = recorded();

    assertThat(recorded.gcPauseNanos()).containsExactly(2_000_000L, 3_000_000L);
    assertThat(recorded.gcPausesByKind()).containsExactly(Map.entry(GcPauseKind.YOUNG, YOUNG));
    assertThat(recorded.measured(Statistic.SAFEPOINT_TIME_PER_SECOND)).hasValue(40L);
    assertThat(recorded).usingRecursiveComparison().ignoringFields("recorded").isEqualTo(ITERATION);
  }

  /** The sample iteration with two young pauses and 40 ns of safepoints recorded. */
  private static IterationMetrics recorded() {
    return ITERATION.withRecorded(
        new IterationMetrics.Recorded(
            List.of(2_000_000L, 3_000_000L),
            Map.of(GcPauseKind.YOUNG, YOUNG),
            Map.of(Statistic.SAFEPOINT_TIME_PER_SECOND, 40L)));
  }
}
