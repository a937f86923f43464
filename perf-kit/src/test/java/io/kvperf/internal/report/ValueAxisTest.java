package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.report.ValueAxis.Scale;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A chart's value axis: linear from zero with four ticks, or logarithmic between the powers of ten
 * around the values it can draw, a tick at each; nothing to draw without a value above zero.
 */
class ValueAxisTest {

  @Test
  void aLinearAxisRunsFromZeroToALittleAboveTheLargestValue() {
    ValueAxis axis =
        ValueAxis.of(Scale.LINEAR, List.of(new double[] {-5, 40, Double.NaN}, new double[] {80}))
            .orElseThrow();

    assertThat(axis.bottom()).isZero();
    assertThat(axis.top()).isCloseTo(84, within(1e-9));
    assertThat(axis.ticks()).isEqualTo(4);
    assertThat(axis.tickValue(2)).isCloseTo(42, within(1e-9));
    assertThat(axis.share(42)).isCloseTo(0.5, within(1e-12));
    assertThat(ValueAxis.fromZero(0).top()).as("bars of nothing").isEqualTo(1);
  }

  @Test
  void aLogarithmicAxisSpansThePowersOfTenAroundTheValuesAboveZero() {
    ValueAxis axis =
        ValueAxis.of(Scale.LOGARITHMIC, List.of(new double[] {0, -1, 3, 2500})).orElseThrow();

    assertThat(axis.bottom()).isEqualTo(1);
    assertThat(axis.top()).isEqualTo(10_000);
    assertThat(axis.ticks()).isEqualTo(4);
    assertThat(axis.tickValue(3)).isEqualTo(1000);
    assertThat(axis.share(100)).isCloseTo(0.5, within(1e-12));
    assertThat(ValueAxis.drawn(Scale.LOGARITHMIC, 0)).isFalse();
    assertThat(ValueAxis.drawn(Scale.LINEAR, 0)).isTrue();
  }

  @Test
  void nothingAboveZeroIsNothingToDraw() {
    assertThat(ValueAxis.of(Scale.LINEAR, List.of(new double[] {0, -3, Double.NaN}))).isEmpty();
    assertThat(ValueAxis.of(Scale.LOGARITHMIC, List.of())).isEmpty();
  }
}
