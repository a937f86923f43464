package io.kvperf.internal.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;

/** A change point's step, its interval and p-value (Welch), and what its sign means. */
class ChangePointStepTest {
  private static final double[] BEFORE = {99, 100, 101, 98, 102};
  private static final double[] AFTER = {89, 91, 90, 93, 88, 92};

  private static Segment segment(double[] values) {
    return Segment.of(values, 0, values.length);
  }

  @Test
  void thePValueIsWelchsTwoSidedTest() {
    assertThat(WelchComparison.pValue(segment(BEFORE), segment(AFTER)))
        .isCloseTo(new TTest().tTest(BEFORE, AFTER), within(1e-12))
        .isCloseTo(7.671960929643909e-06, within(1e-12));
  }

  /** Expected values from SciPy 1.17: the same formula, with scipy.stats.t's quantile. */
  @Test
  void theIntervalIsWelchsOnTheRatioOfMeansByTheDeltaMethod() {
    RelativeStep step = WelchComparison.relativeStep(segment(BEFORE), segment(AFTER), 0.95);

    assertThat(step.estimate()).isCloseTo(-0.095, within(1e-12));
    assertThat(step.lower()).isCloseTo(-0.1175547480198607, within(1e-9));
    assertThat(step.upper()).isCloseTo(-0.07244525198013925, within(1e-9));
  }

  @Test
  void withoutSpreadTheIntervalIsTheEstimateAndEqualMeansAreNoEvidence() {
    Segment flat = segment(new double[] {100, 100, 100});
    Segment lower = segment(new double[] {90, 90, 90});

    RelativeStep step = WelchComparison.relativeStep(flat, lower, 0.95);
    assertThat(step.estimate()).isCloseTo(-0.1, within(1e-12));
    assertThat(step.lower()).isEqualTo(step.estimate());
    assertThat(step.upper()).isEqualTo(step.estimate());
    assertThat(WelchComparison.pValue(flat, lower)).isZero();
    assertThat(WelchComparison.pValue(flat, flat)).isEqualTo(1);
  }

  @Test
  void aStepFromZeroIsUndefinedAndNoMovement() {
    RelativeStep step =
        WelchComparison.relativeStep(
            segment(new double[] {-1, 0, 1}), segment(new double[] {4, 5, 6}), 0.95);

    assertThat(step.estimate()).isNaN();
    assertThat(Movement.of(step.estimate(), FigureDirection.HIGHER_IS_BETTER))
        .isEqualTo(Movement.NO_STEP);
  }

  @Test
  void theSignAndTheFiguresDirectionMakeTheMovement() {
    assertThat(Movement.of(0.05, FigureDirection.HIGHER_IS_BETTER)).isEqualTo(Movement.IMPROVEMENT);
    assertThat(Movement.of(-0.05, FigureDirection.HIGHER_IS_BETTER)).isEqualTo(Movement.REGRESSION);
    assertThat(Movement.of(0.05, FigureDirection.LOWER_IS_BETTER)).isEqualTo(Movement.REGRESSION);
    assertThat(Movement.of(-0.05, FigureDirection.LOWER_IS_BETTER)).isEqualTo(Movement.IMPROVEMENT);
    assertThat(Movement.of(0, FigureDirection.LOWER_IS_BETTER)).isEqualTo(Movement.NO_STEP);
  }

  @Test
  void aSegmentOfOnePointHasNoSpread() {
    Segment one = Segment.of(new double[] {1, 7, 3}, 1, 2);

    assertThat(one.points()).isEqualTo(1);
    assertThat(one.mean()).isEqualTo(7);
    assertThat(one.standardDeviation()).isNaN();
    assertThat(one.varianceOfMean()).isZero();
  }
}
