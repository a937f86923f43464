package io.kvperf.internal.arms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.account.OneJvmLeft;
import io.kvperf.internal.account.PairsMeasured;
import io.kvperf.internal.pairs.ArmPairs;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One JVM is kept for an engine that does not say whether it runs side by side while its forks show
 * it fair: the leading arm near the average and the pairs tight, whatever the change between the
 * arms.
 */
class OneJvmFairnessTest {
  private static final List<Boolean> LEADS = List.of(true, false, false, true);

  @Test
  void aSmallLeadAndTightPairsAreFair() {
    assertThat(OneJvmFairness.unfairness(pairs(List.of(0.03, -0.01, 0.00, 0.02), LEADS))).isEmpty();
  }

  @Test
  void aLargeChangeBetweenTheArmsIsNotUnfairness() {
    assertThat(OneJvmFairness.unfairness(pairs(List.of(-0.40, -0.42, -0.41, -0.39), LEADS)))
        .isEmpty();
  }

  @Test
  void aLeadBeyondTenPercentIsUnfairAndNamed() {
    assertThat(OneJvmFairness.unfairness(pairs(List.of(0.15, -0.15, -0.14, 0.16), LEADS)))
        .hasValueSatisfying(
            why ->
                assertThat(why)
                    .isInstanceOfSatisfying(
                        OneJvmLeft.Lead.class,
                        lead -> {
                          assertThat(lead.leadLn()).isCloseTo(0.15, within(1e-12));
                          assertThat(lead.maxLeadLn()).isEqualTo(Math.log(1.10));
                        }));
  }

  @Test
  void pairsSpreadingAsForksDoAreUnfairAndNamed() {
    assertThat(OneJvmFairness.unfairness(pairs(List.of(0.20, 0.05, -0.20, -0.05), LEADS)))
        .hasValueSatisfying(
            why ->
                assertThat(why)
                    .isInstanceOfSatisfying(
                        OneJvmLeft.Spread.class,
                        spread -> {
                          assertThat(spread.sigmaPerPair())
                              .isCloseTo(Math.sqrt(0.0625 / 2), within(1e-12));
                          assertThat(spread.maxSigmaPerPair()).isEqualTo(0.10);
                        }));
  }

  @Test
  void tooFewForksOrLeadsUnbalancedTellNothing() {
    List<Double> leaning = List.of(0.30, -0.30, -0.30);
    assertThat(OneJvmFairness.unfairness(pairs(leaning, List.of(true, false, false)))).isEmpty();
    List<Boolean> allLedByA = List.of(true, true, true, true);
    assertThat(OneJvmFairness.unfairness(pairs(List.of(0.3, -0.3, 0.3, -0.3), allLedByA)))
        .isEmpty();
  }

  private static ArmPairs pairs(List<Double> throughput, List<Boolean> aLed) {
    return new ArmPairs(
        PairsMeasured.ONE_JVM, throughput, Map.of(), List.of(), List.of(), aLed, Map.of());
  }
}
