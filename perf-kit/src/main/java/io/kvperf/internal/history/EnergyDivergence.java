package io.kvperf.internal.history;

import java.util.Optional;

/**
 * The E-divisive means statistic over the splits of one segment of a series, and its best split.
 *
 * <p>For a segment starting at {@code s}, a split at {@code τ} and a right-hand window ending at
 * {@code κ} ({@code s < τ < κ ≤ end}), with {@code X} the {@code n = τ - s} values before the split
 * and {@code Y} the {@code k = κ - τ} values from it, the divergence (Matteson and James 2014, with
 * their α = 1, so distances are absolute differences) is
 *
 * <pre>
 *   q̂ = n k / (n + k) · ( 2 / (n k) · Σ|x - y|  -  Σ|x - x'| / C(n, 2)  -  Σ|y - y'| / C(k, 2) )
 * </pre>
 *
 * the energy distance between the two sides, scaled by their sizes. A side of one value has no
 * spread of its own, taken as zero. The best split is the {@code τ} of the largest {@code q̂} over
 * every {@code τ} and {@code κ} that leave at least {@code minimumPoints} values before the split,
 * in the window from it, and so from it to the segment's end. Letting {@code κ} stop short of the
 * end, as the paper and Otava do, keeps a second change further on from muddying the first.
 *
 * <p>Every {@code q̂} of a segment comes from one table of within-block sums {@code W(a, b) = Σ_{a
 * ≤ i < j < b} |z_i - z_j|}, filled in {@code O(L²)} for a segment of {@code L} values, since the
 * sum between two adjacent blocks is {@code W(s, κ) - W(s, τ) - W(τ, κ)}. The table is kept between
 * calls, so that the permutation test's shuffles reuse it: an instance serves one thread.
 */
final class EnergyDivergence {
  /**
   * A segment's best split.
   *
   * @param index the index in the series of the first value after the split
   * @param qHat its divergence, {@code q̂}
   */
  record Split(int index, double qHat) {}

  private final int stride;
  private final double[] within;

  /** A calculator for segments of at most {@code longestSegment} values. */
  EnergyDivergence(int longestSegment) {
    this.stride = longestSegment + 1;
    this.within = new double[stride * stride];
  }

  /**
   * The best split of {@code values[first, end)}; none where the segment is too short to leave
   * {@code minimumPoints} values on each side. Of equal splits, the first.
   */
  Optional<Split> bestSplit(double[] values, int first, int end, int minimumPoints) {
    int length = end - first;
    if (length < 2 * minimumPoints || length < 2) {
      return Optional.empty();
    }
    fillWithinSums(values, first, length);
    int bestTau = -1;
    double bestQ = Double.NEGATIVE_INFINITY;
    for (int tau = minimumPoints; tau <= length - minimumPoints; tau++) {
      for (int kappa = tau + minimumPoints; kappa <= length; kappa++) {
        double q = qHat(tau, kappa);
        if (q > bestQ) {
          bestQ = q;
          bestTau = tau;
        }
      }
    }
    return Optional.of(new Split(first + bestTau, bestQ));
  }

  /** {@code q̂} of the blocks {@code [0, tau)} and {@code [tau, kappa)} of the filled segment. */
  private double qHat(int tau, int kappa) {
    double n = tau;
    double k = kappa - tau;
    double withinX = within[tau];
    double withinY = within[tau * stride + kappa];
    double between = within[kappa] - withinX - withinY;
    double meanWithinX = tau < 2 ? 0 : 2 * withinX / (n * (n - 1));
    double meanWithinY = kappa - tau < 2 ? 0 : 2 * withinY / (k * (k - 1));
    double energy = 2 * between / (n * k) - meanWithinX - meanWithinY;
    return n * k / (n + k) * energy;
  }

  /**
   * {@code W(a, b)} at {@code within[a * stride + b]} for {@code 0 ≤ a ≤ b ≤ length}, over the
   * segment's values: {@code W(a, b) = W(a, b - 1) + Σ_{a ≤ i < b - 1} |z_i - z_{b-1}|}.
   */
  private void fillWithinSums(double[] values, int first, int length) {
    for (int b = 0; b <= length; b++) {
      within[b * stride + b] = 0;
      double newest = b == 0 ? 0 : values[first + b - 1];
      double toNewest = 0;
      for (int a = b - 1; a >= 0; a--) {
        if (a < b - 1) {
          toNewest += Math.abs(values[first + a] - newest);
        }
        within[a * stride + b] = within[a * stride + b - 1] + toNewest;
      }
    }
  }
}
