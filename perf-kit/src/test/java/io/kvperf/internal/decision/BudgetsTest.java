package io.kvperf.internal.decision;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Operation;
import io.kvperf.result.Figure;
import io.kvperf.result.MeasuredFigures;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Statistic;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The creep row of the table: read between builds against the anchor only, never a baseline. And
 * the key each row gives a judgement of it as a whole.
 */
class BudgetsTest {
  private static final Budgets CREEP_ONLY = Budgets.of(BudgetTerm.percent(BudgetFigure.CREEP, 5));

  @Test
  void aJudgedFigureAnswersToTheTermThatReadsIt() {
    for (BudgetFigure figure : BudgetFigure.values()) {
      assertThat(BudgetFigure.judging(figure.figure())).as("%s", figure).contains(figure);
    }
    assertThat(
            BudgetFigure.judging(
                new Figure.Measured(MetricKey.of(Operation.GET, Statistic.P99_LATENCY))))
        .as("a statistic of one operation type")
        .isEqualTo(BudgetFigure.reading(Statistic.P99_LATENCY));
    assertThat(BudgetFigure.judging(new Figure.EngineRatio("rocksdb"))).isEmpty();
  }

  @Test
  void aCreepBudgetNeedsNoBaselineAndIsReadAgainstTheAnchorAlone() {
    assertThat(BudgetFigure.CREEP.againstBaseline()).isEqualTo(AgainstBaseline.NONE);
    assertThat(BudgetFigure.CREEP.betweenBuilds()).isEqualTo(BetweenBuilds.PAIRS_AGAINST_ANCHOR);
    assertThat(CREEP_ONLY.hasRelative()).isFalse();
    assertThat(CREEP_ONLY.relativeFigures()).isEmpty();
    assertThat(CREEP_ONLY.hasBuildComparable()).isTrue();
    assertThat(CREEP_ONLY.withoutAnchorOnly().hasBuildComparable()).isFalse();
  }

  @Test
  void noBaselineDeciderReadsTheCreepRow() {
    for (AgainstBaseline decider : AgainstBaseline.values()) {
      if (decider != AgainstBaseline.NONE) {
        assertThat(BudgetFigure.readAgainstBaseline(decider)).doesNotContain(BudgetFigure.CREEP);
      }
    }
    assertThat(Budgets.buildComparableAttributeNames())
        .as("what a comparison with any build reads, for messages")
        .containsExactly(
            "throughputDrop", "p99Rise", "allocationRise", "cpuPerOpRise", "safepointRise");
  }

  @Test
  void eachRowHasTheKeyOfAJudgementOfItAsAWhole() {
    assertThat(Arrays.stream(BudgetFigure.values()).map(BudgetFigure::figure))
        .containsExactly(
            Figure.Run.THROUGHPUT,
            new Figure.EveryOperation(Statistic.P99_LATENCY),
            MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
            MeasuredFigures.of(Statistic.OPERATION_CPU_PER_OP),
            MeasuredFigures.of(Statistic.OCCUPIED_SPACE),
            MeasuredFigures.of(Statistic.GC_PAUSES_PER_OPERATION),
            MeasuredFigures.of(Statistic.WRITE_AMPLIFICATION),
            MeasuredFigures.of(Statistic.STORAGE_BYTES_WRITTEN_PER_OP),
            MeasuredFigures.of(Statistic.SAFEPOINT_TIME_PER_SECOND),
            Figure.Run.CREEP,
            Figure.Run.GC_SHARE,
            Figure.Run.GC_MAX_PAUSE);
  }

  @Test
  void theFiguresABaselineJudgesAreKeysTheMachineBoundFirst() {
    Budgets budget =
        Budgets.of(
            BudgetTerm.percent(BudgetFigure.ALLOCATION, 10),
            BudgetTerm.percent(BudgetFigure.GC_SHARE, 5),
            BudgetTerm.percent(BudgetFigure.P99_LATENCY, 20),
            BudgetTerm.percent(BudgetFigure.THROUGHPUT, 10));

    assertThat(budget.machineBoundFigures())
        .containsExactly(Figure.Run.THROUGHPUT, new Figure.EveryOperation(Statistic.P99_LATENCY));
    assertThat(budget.relativeFigures())
        .containsExactly(
            Figure.Run.THROUGHPUT,
            new Figure.EveryOperation(Statistic.P99_LATENCY),
            MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP));
  }
}
