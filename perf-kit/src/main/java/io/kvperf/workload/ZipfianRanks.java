package io.kvperf.workload;

import java.util.SplittableRandom;

/**
 * Zipfian ranks in {@code [0, n)}: rank 0 is the most popular, rank {@code r} is drawn with
 * probability proportional to {@code 1 / (r + 1)^theta}. The algorithm of Gray et al., "Quickly
 * generating billion-record synthetic databases" (SIGMOD 1994), as YCSB uses it: one draw costs one
 * {@code pow}; setting up costs {@code n}. The item count may grow (for {@link
 * io.kvperf.api.KeyOrder#LATEST}), updating the normalisation incrementally. Not thread-safe.
 */
final class ZipfianRanks {
  private final double theta;
  private final double alpha;
  private final double zeta2;
  private final double halfPowTheta;
  private long n;
  private double zetaN;
  private double eta;

  ZipfianRanks(long n, double theta) {
    if (n < 1) {
      throw new IllegalArgumentException("a zipfian distribution needs at least 1 item, got " + n);
    }
    this.theta = theta;
    this.alpha = 1 / (1 - theta);
    this.zeta2 = 1 + Math.pow(0.5, theta);
    this.halfPowTheta = Math.pow(0.5, theta);
    this.n = 0;
    this.zetaN = 0;
    growTo(n);
  }

  /** The number of items. */
  long items() {
    return n;
  }

  /** Extends the items to {@code newN}; ranks keep their probabilities' shape. */
  void growTo(long newN) {
    for (long i = n + 1; i <= newN; i++) {
      zetaN += 1 / Math.pow(i, theta);
    }
    if (newN > n) {
      n = newN;
      eta = n == 1 ? 0 : (1 - Math.pow(2.0 / n, 1 - theta)) / (1 - zeta2 / zetaN);
    }
  }

  long next(SplittableRandom random) {
    double u = random.nextDouble();
    double uz = u * zetaN;
    if (uz < 1 || n == 1) {
      return 0;
    }
    if (uz < 1 + halfPowTheta) {
      return 1;
    }
    long rank = (long) (n * Math.pow(eta * u - eta + 1, alpha));
    return Math.min(rank, n - 1);
  }
}
