package io.kvperf.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.ThroughputResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class ThroughputComparisonTest {
  private static final List<Double> BASELINE =
      List.of(500_000.0, 520_000.0, 480_000.0, 510_000.0, 490_000.0);

  @Test
  void aSignificantDropBeyondTheToleranceIsARegression() {
    ThroughputResult measured =
        new ThroughputResult(List.of(340_000.0, 330_000.0, 350_000.0, 335_000.0, 345_000.0));
    ThroughputComparison comparison = ThroughputComparison.of(BASELINE, measured);
    assertThat(comparison.changePercent())
        .isCloseTo(-32.0, org.assertj.core.api.Assertions.within(0.01));
    assertThat(comparison.pValue()).isLessThan(0.001);
    assertThat(comparison.isRegression(10)).isTrue();
    assertThat(comparison.isRegression(40)).as("within a 40 %% budget").isFalse();
    assertThat(comparison.describe(10))
        .contains("throughput fell 32.0% against the baseline")
        .contains("budget: a drop of at most 10%")
        .contains("baseline: 500,000 ops/s (mean of 5 iterations)")
        .contains("measured: 340,000 ± ");
  }

  @Test
  void aDropBeyondToleranceButWithinNoiseIsNotARegression() {
    // Mean 12 % lower, but the iterations scatter so widely that the drop is not significant.
    ThroughputResult measured =
        new ThroughputResult(List.of(200_000.0, 640_000.0, 300_000.0, 600_000.0, 460_000.0));
    ThroughputComparison comparison = ThroughputComparison.of(BASELINE, measured);
    assertThat(comparison.changePercent()).isLessThan(-10);
    assertThat(comparison.pValue()).isGreaterThan(ThroughputComparison.SIGNIFICANCE);
    assertThat(comparison.isRegression(5)).isFalse();
  }

  @Test
  void anImprovementIsNeverARegression() {
    ThroughputResult measured = new ThroughputResult(List.of(900_000.0, 910_000.0, 920_000.0));
    ThroughputComparison comparison = ThroughputComparison.of(BASELINE, measured);
    assertThat(comparison.pValue()).isGreaterThan(0.5);
    assertThat(comparison.isRegression(0)).isFalse();
    assertThat(comparison.describe(Double.NaN))
        .contains("throughput rose")
        .contains("no throughput budget");
  }

  @Test
  void withOneIterationTheToleranceAloneDecides() {
    ThroughputComparison comparison =
        ThroughputComparison.of(List.of(100.0), new ThroughputResult(List.of(80.0)));
    assertThat(comparison.pValue()).isNaN();
    assertThat(comparison.isRegression(10)).isTrue();
    assertThat(comparison.isRegression(25)).isFalse();
    assertThat(comparison.describe(10)).contains("significance not tested");
  }

  @Test
  void constantSamplesThatDifferAreSignificant() {
    ThroughputComparison comparison =
        ThroughputComparison.of(List.of(100.0, 100.0), new ThroughputResult(List.of(50.0, 50.0)));
    assertThat(comparison.pValue()).isZero();
    assertThat(comparison.isRegression(10)).isTrue();
  }
}
