package io.kvperf.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A span of one event is its duration; a span of two events needs a field to pair them. */
class JfrSpanTest {
  @Test
  void aSpanOfTwoEventsNeedsAFieldToPairThem() {
    assertThat(JfrSpan.of("jdk.SafepointBegin").oneEvent()).isTrue();
    assertThat(JfrSpan.between("jdk.SafepointBegin", "jdk.SafepointEnd", "safepointId").oneEvent())
        .isFalse();
    assertThatThrownBy(() -> JfrSpan.between("jdk.SafepointBegin", "jdk.SafepointEnd", ""))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void safepointTimeSpansFromEachSafepointsBeginToItsEnd() {
    assertThat(Statistic.SAFEPOINT_TIME_PER_SECOND.jfrSpan())
        .contains(JfrSpan.between("jdk.SafepointBegin", "jdk.SafepointEnd", "safepointId"));
    assertThat(Statistic.measuredByName()).containsExactly(Statistic.SAFEPOINT_TIME_PER_SECOND);
    assertThat(Statistic.SAFEPOINT_TIME_PER_SECOND.machineIndependent()).isFalse();
  }
}
