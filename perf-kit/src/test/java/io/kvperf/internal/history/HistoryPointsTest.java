package io.kvperf.internal.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetTerm;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Verdict;
import java.util.List;
import java.util.Optional;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** The points an invocation adds: throughput always, what its budget judges, the anchor's ratio. */
class HistoryPointsTest {
  private static final RunIdentity RUN = new RunIdentity("c0ffee", "beef", "main", 1_000L);
  private static final RunSetup SETUP = RunSetup.of(BaselineFixtures.MACHINE, "1.0", "plan-1");
  private static final PerfResult THREE_FORKS =
      BaselineFixtures.referenced(
          new double[] {100, 200}, new double[] {110, 200}, new double[] {90, 200});

  @Test
  void withoutABudgetOnlyThroughputIsKeptWithEveryFork() {
    List<HistoryPoint> points =
        HistoryPoints.of(THREE_FORKS, Budgets.NONE, List.of(), Optional.empty(), RUN, SETUP);

    assertThat(points)
        .extracting(HistoryPoint::figure, p -> p.estimate().forks(), p -> p.estimate().unit())
        .containsExactly(tuple(HistoryPoints.THROUGHPUT, List.of(100.0, 110.0, 90.0), "ops/s"));
    FigureEstimate estimate = points.get(0).estimate();
    // mean 100, s = 10, t(0.975, 2) = 4.303, half-width 4.303 * 10 / sqrt(3) = 24.84
    assertThat(estimate.mean()).isEqualTo(100.0);
    assertThat(estimate.low()).isCloseTo(75.16, Offset.offset(0.01));
    assertThat(estimate.high()).isCloseTo(124.84, Offset.offset(0.01));
    assertThat(points.get(0).anchor()).isEmpty();
  }

  @Test
  void everyFigureTheBudgetJudgesIsKeptByItsStoredName() {
    Budgets budget =
        Budgets.of(
            new BudgetTerm(BudgetFigure.ALLOCATION, 10, 0),
            new BudgetTerm(BudgetFigure.P99_LATENCY, 20, 0));

    List<HistoryPoint> points =
        HistoryPoints.of(THREE_FORKS, budget, List.of(), Optional.empty(), RUN, SETUP);

    // The fixture's forks are closed-loop: no intended p99 to keep.
    assertThat(points)
        .extracting(HistoryPoint::figure, p -> p.estimate().forks())
        .containsExactlyInAnyOrder(
            tuple("throughput", List.of(100.0, 110.0, 90.0)),
            tuple("allocation.operationThreads.bytesPerOp", List.of(100.0, 100.0, 100.0)),
            tuple("latency.get.p99Nanos", List.of(2000.0, 2000.0, 2000.0)));
  }

  @Test
  void theAnchorsRatioComesFromTheComparisonAgainstIt() {
    List<ArmEstimate> estimates =
        List.of(
            new ArmEstimate("A", "B", "throughput", 0.96, 0.94, 0.98, Verdict.PASSED),
            new ArmEstimate("A", "B", "p99 of get", 1.10, 1.0, 1.2, Verdict.PASSED));

    List<HistoryPoint> points =
        HistoryPoints.of(THREE_FORKS, Budgets.NONE, estimates, Optional.of("git:v1"), RUN, SETUP);

    assertThat(points.get(0).anchor())
        .contains(new AnchorRatio("git:v1", 0.96, 0.94, 0.98, Double.NaN));
  }

  @Test
  void noAnchorNamedMeansNoRatioThoughBuildsWereCompared() {
    List<ArmEstimate> estimates =
        List.of(new ArmEstimate("A", "B", "throughput", 0.96, 0.94, 0.98, Verdict.PASSED));

    assertThat(
            HistoryPoints.of(THREE_FORKS, Budgets.NONE, estimates, Optional.empty(), RUN, SETUP)
                .get(0)
                .anchor())
        .isEmpty();
  }
}
