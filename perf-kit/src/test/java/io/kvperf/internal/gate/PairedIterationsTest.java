package io.kvperf.internal.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.stats.ForkFigure;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.internal.store.Figures;
import io.kvperf.internal.store.StoredFork;
import io.kvperf.result.ForkResult;
import io.kvperf.result.Metrics;
import io.kvperf.result.ThroughputResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Throughput scored by paired iterations: each engine iteration against the reference iteration it
 * alternated with, so that the machine's moves within a fork cancel, and a baseline stored before
 * the kit kept that figure still reads the forks' medians on both sides.
 */
class PairedIterationsTest {
  /**
   * The machine slows from iteration to iteration, by more than the engine's noise: the medians of
   * engine and reference come from different iterations, the pairs do not.
   */
  private static ForkResult fork(double[] engine, double[] reference) {
    return new ForkResult(
        new ThroughputResult(List.of(engine[0], engine[1], engine[2], engine[3])),
        Metrics.sample(),
        new ThroughputResult(List.of(reference[0], reference[1], reference[2], reference[3])),
        Metrics.sample(),
        BaselineFixtures.MACHINE);
  }

  private static final ForkResult DRIFTING =
      fork(new double[] {1000, 700, 900, 500}, new double[] {2000, 1500, 1700, 1000});

  @Test
  void aForkKeepsTheMedianOfItsIterationsLogRatios() {
    StoredFork stored = StoredFork.of("20:00", DRIFTING);

    // ln(1000/2000), ln(700/1500), ln(900/1700), ln(500/1000): the middle two are -0.693 and
    // -0.693, -0.636 and -0.762 outside them.
    assertThat(stored.pairedLogRatio()).isCloseTo(Math.log(0.5), within(1e-12));
    assertThat(stored.opsPerSecond() / stored.referenceOpsPerSecond())
        .as("the ratio of the medians, 800 / 1600, here the same by chance")
        .isCloseTo(0.5, within(1e-12));

    ForkFigure paired = stored.throughput(true);
    assertThat(Math.log(paired.engine() / paired.reference()))
        .isCloseTo(stored.pairedLogRatio(), within(1e-12));
    assertThat(paired.reference()).isEqualTo(stored.referenceOpsPerSecond());
  }

  @Test
  void pairedIterationsFollowAMachineThatMovesWithinTheFork() {
    // The machine halves its speed during the reference's second turn: one pair is off, the rest
    // say 0.5. The medians' ratio, 750 / 1000, moves by half; the pairs' median does not.
    ForkResult halved =
        fork(new double[] {1000, 1000, 500, 500}, new double[] {2000, 1000, 1000, 1000});
    StoredFork stored = StoredFork.of("20:00", halved);

    assertThat(stored.opsPerSecond() / stored.referenceOpsPerSecond())
        .isCloseTo(0.75, within(1e-12));
    assertThat(Math.exp(stored.pairedLogRatio())).isCloseTo(0.5, within(1e-12));
  }

  @Test
  void aBaselineWithoutPairedIterationsIsReadByTheForksMediansOnBothSides() {
    StoredFork old =
        new StoredFork(
            "20:00",
            800,
            java.util.Map.of(),
            new StoredFork.Reference(1600.0, java.util.Map.of(), null),
            false,
            java.util.Map.of());
    StoredFork now = StoredFork.of("now", DRIFTING);

    assertThat(StoredFork.allPaired(List.of(old, now))).isFalse();
    assertThat(StoredFork.allPaired(List.of(now))).isTrue();
    assertThat(Figures.throughput(List.of(old, now)))
        .extracting(ForkFigure::engine)
        .containsExactly(800.0, 800.0);
    assertThat(Figures.throughput(List.of(now), false).get(0).engine()).isEqualTo(800);
  }
}
