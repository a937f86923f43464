package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The order of two sides over pairs: drawn from the seed, balanced in every block of two. */
class BalancedOrderTest {
  @Test
  void eachBlockOfTwoPairsHasEachSideFirstOnce() {
    for (long seed = 0; seed < 50; seed++) {
      BalancedOrder order = new BalancedOrder(seed);
      for (int block = 0; block < 10; block++) {
        assertThat(order.nextFirstSideFirst()).isNotEqualTo(order.nextFirstSideFirst());
      }
    }
  }

  @Test
  void theSameSeedGivesTheSameOrderAndSeedsDiffer() {
    Set<String> orders = new HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      String first = sequence(seed);
      assertThat(sequence(seed)).isEqualTo(first);
      orders.add(first);
    }
    assertThat(orders).as("orders drawn from 20 seeds").hasSizeGreaterThan(10);
  }

  private static String sequence(long seed) {
    BalancedOrder order = new BalancedOrder(seed);
    StringBuilder sides = new StringBuilder();
    for (int pair = 0; pair < 16; pair++) {
      sides.append(order.nextFirstSideFirst() ? 'A' : 'B');
    }
    return sides.toString();
  }
}
