package io.kvperf.internal.fork;

import io.kvperf.api.Reference;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The data of the {@link Reference#KERNEL} reference: {@value Reference#KERNEL_ENTRIES} random
 * longs drawn from the workload's seed, sorted, in one array allocated once per fork and only read
 * afterwards, so every thread may search it.
 */
final class ReferenceKernel {
  private static final long KERNEL_SALT = 0x6b65726e656c2121L;

  private final long[] sorted;
  private final long seed;

  ReferenceKernel(long workloadSeed) {
    this.seed = workloadSeed ^ KERNEL_SALT;
    SplittableRandom random = new SplittableRandom(seed);
    sorted = new long[Reference.KERNEL_ENTRIES];
    for (int i = 0; i < sorted.length; i++) {
      sorted[i] = random.nextLong();
    }
    Arrays.sort(sorted);
  }

  /** The sorted values. */
  long[] sorted() {
    return sorted;
  }

  /** The seed of thread {@code threadIndex}'s probes. */
  long probeSeed(int threadIndex) {
    return seed + 0x9e3779b97f4a7c15L * (threadIndex + 1);
  }
}
