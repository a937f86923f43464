package io.kvperf.workload;

/**
 * A seeded bijection of {@code [0, n)}: it scatters zipfian ranks over the key space, so that the
 * hottest keys are not neighbours. Mixes within the smallest power of two covering {@code n} with
 * invertible steps (add, odd multiply, xor-shift), walking the cycle until it lands below {@code
 * n}; fewer than two steps on average. Immutable.
 */
final class KeyPermutation {
  private static final long PERMUTATION_SALT = 0x7065726d75746521L;

  private final long n;
  private final long mask;
  private final int shift;
  private final long addend;
  private final long multiplier;

  KeyPermutation(long n, long seed) {
    this.n = n;
    int bits = n <= 1 ? 1 : 64 - Long.numberOfLeadingZeros(n - 1);
    this.mask = bits == 64 ? -1L : (1L << bits) - 1;
    this.shift = Math.max(1, bits / 2 + 1);
    this.addend = Seeds.derive(seed, PERMUTATION_SALT, 0) & mask;
    this.multiplier = Seeds.derive(seed, PERMUTATION_SALT, 1) | 1L;
  }

  long apply(long value) {
    long x = value;
    do {
      x = (x + addend) & mask;
      x = (x * multiplier) & mask;
      x ^= x >>> shift;
      x = (x * multiplier) & mask;
    } while (x >= n);
    return x;
  }
}
