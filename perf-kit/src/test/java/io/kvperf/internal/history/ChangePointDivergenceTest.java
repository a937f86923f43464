package io.kvperf.internal.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.history.EnergyDivergence.Split;
import org.junit.jupiter.api.Test;

/** The divergence's table of sums against q̂ computed pair by pair from its definition. */
class ChangePointDivergenceTest {
  private static final double[] VALUES = {
    3.1, 2.7, 3.4, 2.9, 3.0, 5.2, 4.8, 5.5, 5.1, 4.9, 5.3, 2.2, 2.6, 2.4, 2.5, 9.0, 3.3
  };

  /** q̂ of {@code values[first, tau)} against {@code values[tau, kappa)}, from the definition. */
  private static double directQHat(double[] values, int first, int tau, int kappa) {
    double between = 0;
    for (int i = first; i < tau; i++) {
      for (int j = tau; j < kappa; j++) {
        between += Math.abs(values[i] - values[j]);
      }
    }
    double n = tau - first;
    double k = kappa - tau;
    double energy =
        2 * between / (n * k)
            - meanPairDistance(values, first, tau)
            - meanPairDistance(values, tau, kappa);
    return n * k / (n + k) * energy;
  }

  private static double meanPairDistance(double[] values, int first, int end) {
    double sum = 0;
    int pairs = 0;
    for (int i = first; i < end; i++) {
      for (int j = i + 1; j < end; j++) {
        sum += Math.abs(values[i] - values[j]);
        pairs++;
      }
    }
    return pairs == 0 ? 0 : sum / pairs;
  }

  /** The best (τ, q̂) over every allowed τ and κ, from the definition. */
  private static Split directBest(double[] values, int first, int end, int minimumPoints) {
    Split best = null;
    for (int tau = first + minimumPoints; tau <= end - minimumPoints; tau++) {
      for (int kappa = tau + minimumPoints; kappa <= end; kappa++) {
        double q = directQHat(values, first, tau, kappa);
        if (best == null || q > best.qHat()) {
          best = new Split(tau, q);
        }
      }
    }
    return best;
  }

  @Test
  void theBestSplitIsTheDefinitionsOverEverySegmentAndMinimum() {
    EnergyDivergence divergence = new EnergyDivergence(VALUES.length);
    int[][] segments = {{0, VALUES.length}, {0, 11}, {5, 16}, {11, 17}};
    for (int[] segment : segments) {
      for (int minimum = 1; minimum <= 3; minimum++) {
        Split expected = directBest(VALUES, segment[0], segment[1], minimum);
        Split actual = divergence.bestSplit(VALUES, segment[0], segment[1], minimum).orElseThrow();
        assertThat(actual.index())
            .as("%s, %d a side", segment, minimum)
            .isEqualTo(expected.index());
        assertThat(actual.qHat()).isCloseTo(expected.qHat(), within(1e-9));
      }
    }
  }

  @Test
  void theStepBetweenLevelsIsTheBestSplitOfTheWholeSeries() {
    assertThat(
            new EnergyDivergence(VALUES.length).bestSplit(VALUES, 0, 11, 3).orElseThrow().index())
        .isEqualTo(5);
  }

  @Test
  void aSegmentShorterThanTwoMinimumsHasNoSplit() {
    EnergyDivergence divergence = new EnergyDivergence(VALUES.length);

    assertThat(divergence.bestSplit(VALUES, 0, 5, 3)).isEmpty();
    assertThat(divergence.bestSplit(VALUES, 0, 1, 1)).isEmpty();
    assertThat(divergence.bestSplit(VALUES, 0, 6, 3)).isPresent();
  }
}
