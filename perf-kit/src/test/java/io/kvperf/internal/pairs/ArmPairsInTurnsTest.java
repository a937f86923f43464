package io.kvperf.internal.pairs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.account.PairsMeasured;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.result.ForkResult;
import io.kvperf.result.Metrics;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.DoubleStream;
import org.junit.jupiter.api.Test;

/**
 * Forks that took turns are compared iteration by iteration: each of A's iterations against the B
 * iteration beside it, the pair's figure the median of those ratios.
 */
class ArmPairsInTurnsTest {
  /** The machine's speed through one pair's iterations, the same for both forks' turns. */
  private static final double[] MACHINE = {1.0, 3.0, 1.0, 3.0, 3.0, 1.5, 1.0};

  private static PerfResult arm(double[]... forks) {
    List<ForkResult> results =
        Arrays.stream(forks)
            .map(
                iterations ->
                    new ForkResult(
                        new ThroughputResult(DoubleStream.of(iterations).boxed().toList()),
                        Metrics.sample(),
                        null,
                        null,
                        BaselineFixtures.MACHINE))
            .toList();
    return PerfResult.ofForks(
        new PerfResult.Subject(BaselineFixtures.CONTRACT, "rocksdb", Map.of(), "ci", 1),
        results,
        new PerfResult.Platform(List.of(), BaselineFixtures.MACHINE));
  }

  private static double[] scaled(double opsPerSecond, double... outliers) {
    double[] iterations = new double[MACHINE.length];
    for (int k = 0; k < MACHINE.length; k++) {
      iterations[k] = opsPerSecond * MACHINE[k] * (k < outliers.length ? outliers[k] : 1);
    }
    return iterations;
  }

  @Test
  void eachPairIsTheMedianOfItsIterationsRatiosAndTheMachinesSpeedCancels() {
    // A 10 % slower than B in every iteration but two, whatever the machine's speed; one iteration
    // of A's first fork slowed to a third, and one of B's second fork to a half.
    PerfResult a = arm(scaled(900, 1, 1, 1.0 / 3), scaled(900));
    PerfResult b = arm(scaled(1000), scaled(1000, 1, 0.5));

    ArmPairs pairs = ArmPairs.ofForksInTurns(a, b);

    assertThat(pairs.how()).isEqualTo(PairsMeasured.FORKS_IN_TURNS);
    assertThat(pairs.throughput())
        .hasSize(2)
        .allSatisfy(logRatio -> assertThat(logRatio).isCloseTo(Math.log(0.9), within(1e-12)));
  }
}
