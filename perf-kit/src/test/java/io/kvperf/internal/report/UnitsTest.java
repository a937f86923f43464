package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UnitsTest {
  @Test
  void latenciesBelowAMicrosecondKeepTheirNanoseconds() {
    assertThat(Units.latency(40)).isEqualTo("40 ns");
    assertThat(Units.latency(999)).isEqualTo("999 ns");
    assertThat(Units.latency(1_000)).isEqualTo("1.0 µs");
    assertThat(Units.latency(1_549)).isEqualTo("1.5 µs");
    assertThat(Units.latency(2_500_000)).isEqualTo("2500.0 µs");
  }
}
