package io.kvperf.internal.run;

import java.util.SplittableRandom;

/**
 * Which of two sides goes first, pair after pair, balanced in blocks of two pairs: the first pair
 * of each block is drawn from the seed and the second takes the other order. Over any even number
 * of pairs each side goes first equally often, so that a drift across the run weighs on both, and
 * the draw keeps the order from lining up with anything periodic on the machine.
 */
public final class BalancedOrder {
  private final SplittableRandom random;
  private int pairs;
  private boolean firstSideFirst;

  /** The order drawn from {@code seed}: the same seed gives the same order. */
  public BalancedOrder(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /** Whether the first side goes first in the next pair. */
  public boolean nextFirstSideFirst() {
    firstSideFirst = pairs++ % 2 == 0 ? random.nextBoolean() : !firstSideFirst;
    return firstSideFirst;
  }
}
