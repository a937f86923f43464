package io.kvperf.internal.store;

import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.record;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.account.GateBoundary;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.TestBudgets;
import io.kvperf.result.Environment;
import io.kvperf.result.PerfResult;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Counting the figures a build gates in a store of fixed entries, and the boundary they set. */
class GatedFiguresTest {
  private static final NormalDistribution NORMAL = new NormalDistribution(0, 1);
  private static final Instant START = Instant.parse("2026-11-26T10:00:00Z");
  private static final Budgets THROUGHPUT_AND_P99 =
      TestBudgets.of(
          10, 12, Optional.empty(), Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
  private static final Budgets ALLOCATION_ONLY =
      TestBudgets.of(
          Double.NaN,
          Double.NaN,
          Optional.empty(),
          Double.NaN,
          50,
          Double.NaN,
          Double.NaN,
          Double.NaN);

  /** Every file of these stores can be read: one that cannot fails the test. */
  private static final Consumer<BaselineFileException> NONE_UNREADABLE =
      unreadable -> {
        throw unreadable;
      };

  @TempDir Path directory;

  /** Records {@code runs} runs of {@code engine} ten minutes apart. */
  private void runs(BaselineStore store, String engine, String scale, Environment on, int runs) {
    PerfResult result = result(engine, scale, on, 100.0, 101.0, 99.0);
    for (int run = 0; run < runs; run++) {
      record(store, result, START.plusSeconds(600L * run));
    }
  }

  @Test
  void countsTheBudgetedFiguresOfCalibratedEntriesOnThisCpuAtThisScale() {
    BaselineStore store = new BaselineStore(directory);
    Environment otherCpu =
        new Environment(
            new Environment.Machine("Linux", "amd64", "Other CPU", "L1d 32K", 2),
            new Environment.Jvm("Test JVM 17", List.of(), "G1", 1024));
    Environment otherFlags =
        new Environment(
            new Environment.Machine("Linux", "amd64", "Test CPU", "L1d 32K", 2),
            new Environment.Jvm("Test JVM 17", List.of("-Xint"), "G1", 1024));
    runs(store, "rocksdb", "full", MACHINE, 3); // counted
    runs(store, "lmdb", "full", otherFlags, 3); // counted: the same CPU, run another way
    runs(store, "h2-mvstore", "full", MACHINE, 2); // not calibrated yet
    runs(store, "mapdb-btree", "full", otherCpu, 3); // another CPU
    runs(store, "bdb-je", "ci", MACHINE, 3); // another scale
    int p99Operations =
        Figures.p99Operations(store.find(result("rocksdb", MACHINE, 1.0)).orElseThrow().forks())
            .size();
    assertThat(p99Operations).as("the fixture measures p99s").isPositive();

    GatedFigures gated =
        GatedFigures.in(
            store, MACHINE, "full", contract -> Optional.of(THROUGHPUT_AND_P99), NONE_UNREADABLE);

    assertThat(gated.count()).isEqualTo(2 * (1 + p99Operations));
  }

  @Test
  void aContractWithoutBudgetsOnTheMachineOrWithoutItsMethodGatesNothing() {
    BaselineStore store = new BaselineStore(directory);
    runs(store, "rocksdb", "full", MACHINE, 3);

    assertThat(
            GatedFigures.in(
                    store, MACHINE, "full", c -> Optional.of(ALLOCATION_ONLY), NONE_UNREADABLE)
                .count())
        .isZero();
    assertThat(
            GatedFigures.in(store, MACHINE, "full", c -> Optional.empty(), NONE_UNREADABLE).count())
        .isZero();
    assertThat(
            GatedFigures.in(
                    store,
                    MACHINE,
                    "full",
                    c -> Optional.of(Budgets.throughputDrop(10)),
                    NONE_UNREADABLE)
                .count())
        .isOne();
  }

  @Test
  void anEmptyOrMissingStoreGatesNothing() {
    assertThat(
            GatedFigures.in(
                    new BaselineStore(directory.resolve("none")),
                    MACHINE,
                    "full",
                    c -> Optional.of(THROUGHPUT_AND_P99),
                    NONE_UNREADABLE)
                .count())
        .isZero();
  }

  @Test
  void theBoundaryLiesWhereTheBuildsShareOfFalseAlarmsPutsIt() {
    // Φ̄(z) = 0.9 % / m: z = 2.366 for one figure, 2.841 for four, 3.568 for fifty.
    assertThat(new GatedFigures(1).boundaryStandardErrors()).isCloseTo(2.366, within(0.001));
    assertThat(new GatedFigures(0).boundaryStandardErrors())
        .as("a build that compares counts the entry it compares with")
        .isEqualTo(new GatedFigures(1).boundaryStandardErrors());
    assertThat(new GatedFigures(4).boundaryStandardErrors()).isCloseTo(2.841, within(0.001));
    assertThat(new GatedFigures(50).boundaryStandardErrors()).isCloseTo(3.568, within(0.001));
    for (int m : new int[] {1, 2, 7, 54, 500}) {
      double tail = 1 - NORMAL.cumulativeProbability(new GatedFigures(m).boundaryStandardErrors());
      assertThat(m * tail).as("the build's share, m = %d", m).isCloseTo(0.009, within(1e-9));
    }
  }

  @Test
  void aNegativeCountIsRefused() {
    assertThatThrownBy(() -> new GatedFigures(-1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
  }

  @Test
  void theAccountsNameTheBoundaryItAssumed() {
    GateBoundary four = new GatedFigures(4).boundary();
    assertThat(four.standardErrors()).isCloseTo(2.84, within(0.005));
    assertThat(four.figures()).isEqualTo(4);
    assertThat(four.falseAlarmPercent()).isCloseTo(0.9, within(0.05));
    assertThat(new GatedFigures(0).boundary().figures())
        .as("a gate that compares counts the entry it compares with")
        .isEqualTo(1);
  }
}
