package io.kvperf.workload;

import java.util.SplittableRandom;
import java.util.function.LongUnaryOperator;

/**
 * Chooses the index of the next preloaded key an operation touches. Not thread-safe: one per
 * thread, drawing from that thread's random stream.
 */
abstract class KeyChooser {
  abstract long nextIndex(SplittableRandom random);

  /**
   * Walks the preload's positions {@code [0, count)} from {@code start}, wrapping to 0 after the
   * last, and returns the key written at each: the keys in the order they were preloaded.
   */
  static KeyChooser sequential(long count, long start, LongUnaryOperator preloadSequence) {
    return new KeyChooser() {
      private long next = start;

      @Override
      long nextIndex(SplittableRandom random) {
        long position = next;
        next = position + 1 == count ? 0 : position + 1;
        return preloadSequence.applyAsLong(position);
      }
    };
  }

  /** Draws every index in {@code [0, count)} with equal probability. */
  static KeyChooser uniform(long count) {
    return new KeyChooser() {
      @Override
      long nextIndex(SplittableRandom random) {
        return random.nextLong(count);
      }
    };
  }

  /** Zipfian ranks over {@code [0, count)}, scattered over the keys by a seeded permutation. */
  static KeyChooser zipfian(long count, double theta, long seed) {
    ZipfianRanks ranks = new ZipfianRanks(count, theta);
    KeyPermutation permutation = new KeyPermutation(count, seed);
    return new KeyChooser() {
      @Override
      long nextIndex(SplittableRandom random) {
        return permutation.apply(ranks.next(random));
      }
    };
  }

  /**
   * The first {@code hotKeyFraction} of {@code [0, count)} takes {@code hotOperationFraction} of
   * the draws; uniform within the hot and the cold set.
   */
  static KeyChooser hotspot(long count, double hotKeyFraction, double hotOperationFraction) {
    long hot = Math.max(1, Math.min(count, Math.round(count * hotKeyFraction)));
    long cold = count - hot;
    return new KeyChooser() {
      @Override
      long nextIndex(SplittableRandom random) {
        if (cold == 0 || random.nextDouble() < hotOperationFraction) {
          return random.nextLong(hot);
        }
        return hot + random.nextLong(cold);
      }
    };
  }
}
