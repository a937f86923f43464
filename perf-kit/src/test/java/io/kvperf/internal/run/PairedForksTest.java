package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.run.PairedForks.Lead;
import io.kvperf.internal.run.PairedForks.PairCount;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pairs of forks and forks of both arms stop alike: not before the least pairs, then as soon as the
 * decision is settled, and at the most pairs; the arm that goes first in each is the balanced order
 * drawn from the seed.
 */
class PairedForksTest {
  private static final long SEED = 42;

  /** The leads of the rounds measured so far, as a round returns them. */
  private static PairedForks.Round<List<Lead>> recording(List<Lead> leads) {
    return (index, lead) -> {
      assertThat(index).as("rounds are measured in order").isEqualTo(leads.size());
      leads.add(lead);
      return List.copyOf(leads);
    };
  }

  @Test
  void aDecisionSettledAtOnceStillWaitsForTheLeastPairs() {
    List<Lead> leads = new ArrayList<>();
    assertThat(PairedForks.untilSettled(SEED, new PairCount(3, 8), recording(leads), r -> true))
        .hasSize(3);
  }

  @Test
  void theRoundsStopAtTheFirstThatSettlesAfterTheLeast() {
    List<Lead> leads = new ArrayList<>();
    assertThat(
            PairedForks.untilSettled(
                SEED, new PairCount(2, 8), recording(leads), r -> r.size() == 5))
        .hasSize(5);
  }

  @Test
  void aDecisionNeverSettledStopsAtTheMostPairs() {
    List<Lead> leads = new ArrayList<>();
    assertThat(PairedForks.untilSettled(SEED, new PairCount(2, 6), recording(leads), r -> false))
        .hasSize(6);
  }

  @Test
  void theArmThatGoesFirstIsTheBalancedOrderOfTheSeed() {
    List<Lead> leads = new ArrayList<>();
    List<Lead> measured =
        PairedForks.untilSettled(SEED, new PairCount(8, 8), recording(leads), r -> false);

    BalancedOrder order = new BalancedOrder(SEED);
    List<Lead> drawn = new ArrayList<>();
    for (int pair = 0; pair < 8; pair++) {
      drawn.add(order.nextFirstSideFirst() ? Lead.A : Lead.B);
    }
    assertThat(measured).isEqualTo(drawn);
    assertThat(measured).filteredOn(lead -> lead == Lead.A).hasSize(4);
    for (int block = 0; block < 8; block += 2) {
      assertThat(measured.get(block + 1))
          .as("pair %d", block + 1)
          .isNotEqualTo(measured.get(block));
    }
  }

  @Test
  void noPairAtAllIsRefused() {
    assertThatThrownBy(
            () ->
                PairedForks.untilSettled(SEED, new PairCount(0, 0), (index, lead) -> 1, r -> true))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxPairs must be at least 1, was 0");
  }
}
