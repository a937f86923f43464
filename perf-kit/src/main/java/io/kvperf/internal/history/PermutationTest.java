package io.kvperf.internal.history;

import io.kvperf.internal.history.EnergyDivergence.Split;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * E-divisive's permutation test (Matteson and James 2014): how often the series, shuffled within
 * each of its current segments, has a split at least as strong as the one found. Shuffling within
 * segments keeps the change points already found, so the test asks only whether the new split is
 * more than the noise within them. The p-value counts the split found among the shuffles, {@code (1
 * + k) / (1 + R)} for {@code k} of {@code R} shuffles at least as strong, so it is never zero.
 *
 * <p>The test stops as soon as its p-value can no longer fall to the significance level, and
 * returns the p-value so far, which is already above it: a split that is not significant ends the
 * search, so its exact p-value is never reported, and in a quiet series the last, futile test is
 * most of the work. The shuffles draw on the generator handed in, seeded by the caller: the same
 * series and seed give the same p-values.
 */
final class PermutationTest {
  private final int permutationCount;
  private final double significanceLevel;
  private final int minimumPoints;
  private final SplittableRandom random;

  /** A test of {@code parameters}' shuffles and level, drawing on {@code random}. */
  PermutationTest(DetectorParameters parameters, SplittableRandom random) {
    this.permutationCount = parameters.permutationCount();
    this.significanceLevel = parameters.significanceLevel();
    this.minimumPoints = parameters.minimumSegmentPoints();
    this.random = random;
  }

  /**
   * The p-value of a split of strength {@code observedQHat} of {@code values} so segmented; where
   * it is above the significance level, possibly only a lower bound of it.
   */
  double pValue(
      double[] values,
      Segmentation segmentation,
      double observedQHat,
      EnergyDivergence divergence) {
    double[] shuffled = values.clone();
    List<Integer> boundaries = segmentation.boundaries();
    int atLeastAsStrong = 0;
    for (int round = 0; round < permutationCount; round++) {
      shuffleWithinSegments(shuffled, boundaries);
      Optional<Split> best = segmentation.bestSplit(shuffled, divergence, minimumPoints);
      if (best.isPresent() && best.get().qHat() >= observedQHat) {
        atLeastAsStrong++;
        if ((1.0 + atLeastAsStrong) / (1.0 + permutationCount) > significanceLevel) {
          break;
        }
      }
    }
    return (1.0 + atLeastAsStrong) / (1.0 + permutationCount);
  }

  /**
   * Fisher–Yates within each segment. Shuffling the last shuffle again is as uniform as shuffling
   * the series afresh, and needs no copy.
   */
  private void shuffleWithinSegments(double[] values, List<Integer> boundaries) {
    for (int segment = 0; segment + 1 < boundaries.size(); segment++) {
      int first = boundaries.get(segment);
      for (int i = boundaries.get(segment + 1) - 1; i > first; i--) {
        int j = first + random.nextInt(i - first + 1);
        double swapped = values[i];
        values[i] = values[j];
        values[j] = swapped;
      }
    }
  }
}
