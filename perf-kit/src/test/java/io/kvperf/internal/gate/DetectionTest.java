package io.kvperf.internal.gate;

import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.ONE_FIGURE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetTerm;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.ScoreComparison.Direction;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.ForkFigure;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.EntryKey;
import io.kvperf.internal.store.EntryPlan;
import io.kvperf.internal.store.GatedFigures;
import io.kvperf.internal.store.StoredFork;
import io.kvperf.result.Figure;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where the boundary lies and what a check catches, on fixed figures. */
class DetectionTest {
  /** z for one gated figure: Φ̄⁻¹(0.009). */
  private static final double Z_ONE_FIGURE = 2.3656181;

  /**
   * Three runs of three forks, 2 % apart within a run, at the machine's three speeds (the reference
   * at 100, 120 and 80), the engine following it exactly.
   */
  private static final List<ForkFigure> BASELINE =
      List.of(
          new ForkFigure("a", 100, 100),
          new ForkFigure("a", 102, 100),
          new ForkFigure("a", 98, 100),
          new ForkFigure("b", 101 * 1.2, 120),
          new ForkFigure("b", 99 * 1.2, 120),
          new ForkFigure("b", 100 * 1.2, 120),
          new ForkFigure("c", 100 * 0.8, 80),
          new ForkFigure("c", 98 * 0.8, 80),
          new ForkFigure("c", 102 * 0.8, 80));

  @Test
  void aBudgetTighterThanTheBaselineSupportsIsWidenedToZStandardErrors() {
    // 2.366 × 0.05 = 0.1183 on the log scale, wider than the 10 % budget's 0.1054; caught nine
    // times in ten 1.2816 standard errors further: 0.1824, a drop of 16.7 %.
    Detection detection = new Detection("throughput", 10, 0.05, Z_ONE_FIGURE);

    assertThat(detection.drop()).isTrue();
    assertThat(detection.widened()).isTrue();
    assertThat(detection.boundaryLn()).isCloseTo(0.11828, within(1e-5));
    assertThat(detection.boundaryPercent()).isCloseTo(11.155, within(1e-3));
    assertThat(detection.supportedPercent()).isCloseTo(detection.boundaryPercent(), within(1e-12));
    assertThat(detection.caughtPercent(Detection.NINE_IN_TEN)).isCloseTo(16.670, within(1e-3));
  }

  @Test
  void aBudgetTheBaselineSupportsIsTheBoundary() {
    // 2.366 × 0.03 = 0.0710, inside the 20 % rise's ln(1.2) = 0.1823; caught nine times in ten at
    // 0.1823 + 1.2816 × 0.03 = 0.2208, a rise of 24.7 %.
    Detection detection = new Detection("p99.get", 20, 0.03, Z_ONE_FIGURE);

    assertThat(detection.drop()).isFalse();
    assertThat(detection.widened()).isFalse();
    assertThat(detection.boundaryPercent()).isCloseTo(20.0, within(1e-9));
    assertThat(detection.supportedPercent()).isCloseTo(7.355, within(1e-3));
    assertThat(detection.caughtPercent(Detection.NINE_IN_TEN)).isCloseTo(24.703, within(1e-3));
    assertThat(detection.caughtPercent(0.5)).isCloseTo(20.0, within(1e-9));
  }

  @Test
  void theBoundaryIsTheOneTheGateDrawsForAConfirmedCheck() {
    // A 2 % budget is tighter than three runs of three forks support at z = 2.84 (four figures):
    // the gate widens it, and so does the detection, to the same boundary.
    GatedFigures fourFigures = new GatedFigures(4);
    Detection detection = Detection.of("throughput", BASELINE, 2, 3, fourFigures);
    ScoreComparison confirmed =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT,
                BASELINE,
                Calibration.of(BASELINE),
                Direction.DROP,
                2,
                fourFigures)
            .confirmed(atMiddleSpeed(100, 99, 101), atMiddleSpeed(98, 100, 102));

    assertThat(confirmed.widened()).isTrue();
    assertThat(detection.widened()).isTrue();
    assertThat(detection.standardErrorLn()).isCloseTo(confirmed.standardErrorLn(), within(1e-12));
    assertThat(detection.boundaryLn()).isCloseTo(confirmed.boundaryLn(), within(1e-12));
  }

  @Test
  void anEntryGatesThroughputAndEachOperationsP99AsItsBudgetSays() {
    BaselineEntry entry = entry("a", "b", "c");
    Budgets both =
        Budgets.of(
            BudgetTerm.percent(BudgetFigure.THROUGHPUT, 12),
            BudgetTerm.percent(BudgetFigure.P99_LATENCY, 15));

    List<Detection> detections = Detection.of(entry, both, 5, ONE_FIGURE);

    assertThat(detections).extracting(Detection::figure).containsExactly("throughput", "p99.get");
    assertThat(detections).extracting(Detection::tolerancePercent).containsExactly(12.0, 15.0);
    assertThat(Detection.of(entry, Budgets.throughputDrop(12), 5, ONE_FIGURE)).hasSize(1);
    assertThat(Detection.of(entry, Budgets.NONE, 5, ONE_FIGURE)).isEmpty();
  }

  @Test
  void anEntryOfTooFewRunsIsNotComparedAndSoCatchesNothing() {
    assertThat(Detection.of(entry("a", "b"), Budgets.throughputDrop(12), 5, ONE_FIGURE)).isEmpty();
  }

  @Test
  void aDropOfAllOrANegativeSpreadIsRefused() {
    assertThatThrownBy(() -> new Detection("throughput", 100, 0.05, Z_ONE_FIGURE))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Detection("p99.get", 10, -0.01, Z_ONE_FIGURE))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Detection("throughput", 10, 0.05, Z_ONE_FIGURE).caughtPercent(1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static List<ForkFigure> atMiddleSpeed(double... values) {
    List<ForkFigure> forks = new ArrayList<>();
    for (double value : values) {
      forks.add(new ForkFigure("now", value, 100));
    }
    return forks;
  }

  /** An entry of two forks in each of {@code runs}, with a reference and the p99 of gets. */
  private static BaselineEntry entry(String... runs) {
    List<StoredFork> forks = new ArrayList<>();
    double spread = 0.97;
    for (String run : runs) {
      for (int fork = 0; fork < 2; fork++) {
        spread = 2 - spread;
        forks.add(
            new StoredFork(
                run,
                100 * spread,
                Map.of("get", 1000 * spread),
                new StoredFork.Reference(100.0, Map.of("get", 1000.0), null),
                false,
                Map.of()));
      }
    }
    return new BaselineEntry(
        new EntryKey("skiplist", "full", MACHINE),
        new EntryPlan("plan", "plan"),
        100,
        forks,
        null,
        null,
        null);
  }
}
