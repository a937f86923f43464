package io.kvperf.internal.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The detector's parameters: the defaults as written down, and the values refused. */
class ChangePointParametersTest {
  @Test
  void theDefaultsAreAPermutationTestAtHalfAPercentWithThreeRunsASide() {
    DetectorParameters defaults = DetectorParameters.DEFAULTS;

    assertThat(defaults.test()).isEqualTo(SignificanceTest.PERMUTATION);
    assertThat(defaults.significanceLevel()).isEqualTo(0.005);
    assertThat(defaults.minimumSegmentPoints()).isEqualTo(3);
    assertThat(defaults.permutationCount()).isEqualTo(999);
    assertThat(defaults.confidenceLevel()).isEqualTo(0.95);
    assertThat(DetectorParameters.OTAVA_T_TEST_LEVEL).isEqualTo(0.001);
  }

  @Test
  void tooFewShufflesForTheLevelAreRefusedAndTheTTestNeedsNone() {
    assertThatThrownBy(
            () -> new DetectorParameters(SignificanceTest.PERMUTATION, 0.005, 3, 198, 1, 0.95))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(new DetectorParameters(SignificanceTest.PERMUTATION, 0.005, 3, 199, 1, 0.95))
        .extracting(DetectorParameters::permutationCount)
        .isEqualTo(199);
    assertThat(new DetectorParameters(SignificanceTest.WELCH_T, 0.001, 3, 0, 1, 0.95))
        .extracting(DetectorParameters::permutationCount)
        .isEqualTo(0);
  }

  @Test
  void levelsOutsideZeroToOneNoTestAndNoRunsASideAreRefused() {
    DetectorParameters defaults = DetectorParameters.DEFAULTS;
    for (Runnable invalid :
        new Runnable[] {
          () -> defaults.withMinimumSegmentPoints(0),
          () -> defaults.withTest(SignificanceTest.WELCH_T, 0),
          () -> defaults.withTest(SignificanceTest.WELCH_T, 1),
          () -> defaults.withTest(null, 0.01),
          () -> new DetectorParameters(SignificanceTest.WELCH_T, 0.001, 3, -1, 1, 0.95),
          () -> new DetectorParameters(SignificanceTest.WELCH_T, 0.001, 3, 0, 1, 1.0),
          () -> new DetectorParameters(SignificanceTest.WELCH_T, Double.NaN, 3, 0, 1, 0.95)
        }) {
      assertThatThrownBy(invalid::run).isInstanceOf(IllegalArgumentException.class);
    }
  }
}
