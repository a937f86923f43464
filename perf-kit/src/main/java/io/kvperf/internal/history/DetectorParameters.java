package io.kvperf.internal.history;

/**
 * How the change-point detector decides, checked when made. {@link #DEFAULTS} holds the values the
 * kit uses; docs/records/2026-11-27-change-point-detector.md says why each is what it is.
 *
 * @param test how a split is found significant
 * @param significanceLevel the largest p-value at which a split is a change point, in (0, 1); the
 *     default 0.005 for {@link SignificanceTest#PERMUTATION}; Otava's 0.001 for {@link
 *     SignificanceTest#WELCH_T}
 * @param minimumSegmentPoints the fewest runs on each side of a change point, at least 1; the
 *     default 3, so that one outlying run cannot be a segment of its own
 * @param permutationCount the shuffles of the permutation test; at least {@code 1 /
 *     significanceLevel - 1} of them, or no split could ever be significant; the default 999
 * @param seed the seed of the permutation test's shuffles, the detector's only randomness: one
 *     seed, one answer
 * @param confidenceLevel the two-sided confidence of each step's interval, in (0, 1); the default
 *     0.95
 */
public record DetectorParameters(
    SignificanceTest test,
    double significanceLevel,
    int minimumSegmentPoints,
    int permutationCount,
    long seed,
    double confidenceLevel) {
  /** The kit's defaults: a permutation test of 999 shuffles at 0.005, three runs a side. */
  public static final DetectorParameters DEFAULTS =
      new DetectorParameters(SignificanceTest.PERMUTATION, 0.005, 3, 999, 0x5EED_0057L, 0.95);

  /** Otava's significance level for its t-test, which {@link #withTest} may be given. */
  public static final double OTAVA_T_TEST_LEVEL = 0.001;

  public DetectorParameters {
    if (test == null) {
      throw new IllegalArgumentException("a significance test is needed");
    }
    if (!(significanceLevel > 0 && significanceLevel < 1)) {
      throw new IllegalArgumentException(
          "significanceLevel must lie in (0, 1), was " + significanceLevel);
    }
    if (minimumSegmentPoints < 1) {
      throw new IllegalArgumentException(
          "minimumSegmentPoints must be at least 1, was " + minimumSegmentPoints);
    }
    if (permutationCount < 0) {
      throw new IllegalArgumentException(
          "permutationCount must not be negative, was " + permutationCount);
    }
    if (test == SignificanceTest.PERMUTATION && 1.0 / (permutationCount + 1) > significanceLevel) {
      throw new IllegalArgumentException(
          "with permutationCount "
              + permutationCount
              + " the smallest p-value is 1/"
              + (permutationCount + 1)
              + ", above significanceLevel "
              + significanceLevel
              + ": no change point could be found");
    }
    if (!(confidenceLevel > 0 && confidenceLevel < 1)) {
      throw new IllegalArgumentException(
          "confidenceLevel must lie in (0, 1), was " + confidenceLevel);
    }
  }

  /** These parameters with another seed. */
  public DetectorParameters withSeed(long otherSeed) {
    return new DetectorParameters(
        test,
        significanceLevel,
        minimumSegmentPoints,
        permutationCount,
        otherSeed,
        confidenceLevel);
  }

  /** These parameters with another fewest number of runs on each side of a change point. */
  public DetectorParameters withMinimumSegmentPoints(int points) {
    return new DetectorParameters(
        test, significanceLevel, points, permutationCount, seed, confidenceLevel);
  }

  /** These parameters with another test, at its own significance level. */
  public DetectorParameters withTest(SignificanceTest otherTest, double level) {
    return new DetectorParameters(
        otherTest, level, minimumSegmentPoints, permutationCount, seed, confidenceLevel);
  }
}
