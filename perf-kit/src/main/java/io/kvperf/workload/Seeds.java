package io.kvperf.workload;

/** Derivation of independent, reproducible 64-bit values from the workload's seed. */
final class Seeds {
  private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

  private Seeds() {}

  /** SplitMix64's finaliser: a bijective mix of all 64 bits. */
  static long mix64(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }

  /** The {@code index}-th value of the stream identified by {@code seed} and {@code salt}. */
  static long derive(long seed, long salt, long index) {
    return mix64(mix64(seed ^ salt) + index * GOLDEN_GAMMA);
  }
}
