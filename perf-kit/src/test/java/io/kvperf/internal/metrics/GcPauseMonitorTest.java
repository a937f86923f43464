package io.kvperf.internal.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.GcPauseKind;
import org.junit.jupiter.api.Test;

/** JFR's names of collections give each pause its kind. */
class GcPauseMonitorTest {
  @Test
  void eachCollectorsPausesHaveTheirKind() {
    assertThat(GcPauseMonitor.kind("G1New", "Normal")).isEqualTo(GcPauseKind.YOUNG);
    assertThat(GcPauseMonitor.kind("G1New", "Concurrent Start")).isEqualTo(GcPauseKind.YOUNG);
    assertThat(GcPauseMonitor.kind("G1New", "Mixed")).isEqualTo(GcPauseKind.MIXED);
    assertThat(GcPauseMonitor.kind("G1Old", null)).isEqualTo(GcPauseKind.CONCURRENT_CYCLE);
    assertThat(GcPauseMonitor.kind("G1Full", null)).isEqualTo(GcPauseKind.FULL);
    assertThat(GcPauseMonitor.kind("ParallelScavenge", null)).isEqualTo(GcPauseKind.YOUNG);
    assertThat(GcPauseMonitor.kind("ParallelOld", null)).isEqualTo(GcPauseKind.FULL);
    assertThat(GcPauseMonitor.kind("SerialOld", null)).isEqualTo(GcPauseKind.FULL);
    assertThat(GcPauseMonitor.kind(null, null)).isEqualTo(GcPauseKind.OTHER);
  }
}
