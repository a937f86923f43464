package io.kvperf.workload;

import java.util.SplittableRandom;

/** Chooses the index of the next key an operation touches. Not thread-safe: one per thread. */
abstract class KeyChooser {
  abstract long nextIndex();

  /** Walks {@code [0, count)} from {@code start}, wrapping to 0 after the last key. */
  static KeyChooser sequential(long count, long start) {
    return new KeyChooser() {
      private long next = start;

      @Override
      long nextIndex() {
        long index = next;
        next = index + 1 == count ? 0 : index + 1;
        return index;
      }
    };
  }

  /** Draws every index in {@code [0, count)} with equal probability. */
  static KeyChooser uniform(long count, SplittableRandom random) {
    return new KeyChooser() {
      @Override
      long nextIndex() {
        return random.nextLong(count);
      }
    };
  }
}
