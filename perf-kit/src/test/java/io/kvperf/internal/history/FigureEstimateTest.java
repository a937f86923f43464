package io.kvperf.internal.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** A figure's estimate over forks: the mean with a 95 % t interval. */
class FigureEstimateTest {
  @Test
  void fiveForksGiveTheStudentInterval() {
    FigureEstimate estimate = FigureEstimate.of("ns", List.of(10.0, 12.0, 11.0, 9.0, 13.0));

    // mean 11, s = 1.581, t(0.975, 4) = 2.776, half-width 2.776 * 1.581 / sqrt(5) = 1.963
    assertThat(estimate.mean()).isEqualTo(11.0);
    assertThat(estimate.low()).isCloseTo(9.037, Offset.offset(0.001));
    assertThat(estimate.high()).isCloseTo(12.963, Offset.offset(0.001));
  }

  @Test
  void aNonFiniteForkIsRefused() {
    assertThatThrownBy(() -> FigureEstimate.of("ns", List.of(1.0, Double.NaN)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> FigureEstimate.of("ns", List.of()))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
