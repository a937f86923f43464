package io.kvperf.internal.history;

/** How the detector decides that the best split of a segment is a change and not noise. */
public enum SignificanceTest {
  /**
   * E-divisive's own test (Matteson and James 2014): the values of each segment are shuffled within
   * it, the best split is sought again, and the p-value is the share of shuffles whose best split
   * is at least as strong as the one found, counting the one found: {@code (1 + k) / (1 + R)}. It
   * assumes nothing about the figure's distribution; its randomness comes from the parameters'
   * seed.
   */
  PERMUTATION,
  /**
   * Welch's two-sided t-test of the means on each side of the split, within the segment it splits,
   * as Apache Otava's faster test does (Otava uses Student's test). The split was chosen as the
   * strongest, so the nominal p-value is too small, and this test needs a lower significance level
   * than the permutation test: Otava's default is 0.001.
   */
  WELCH_T
}
