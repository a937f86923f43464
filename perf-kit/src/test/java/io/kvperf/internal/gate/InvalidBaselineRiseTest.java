package io.kvperf.internal.gate;

import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.kvperf.internal.account.FigureRise;
import io.kvperf.internal.account.InvalidBaselineFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.TestBudgets;
import io.kvperf.internal.stats.FigureRule;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.internal.store.EntryKey;
import io.kvperf.internal.store.EntryPlan;
import io.kvperf.result.Judgement;
import io.kvperf.result.MeasuredFigures;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import io.kvperf.result.Verdict;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A rise budget against a baseline figure no rise can be measured from fails with its own reason: a
 * rise from {@code NaN} or infinity is {@code NaN}, from a negative figure negative, and either
 * would pass whatever was measured. Files never yield one (the store checks every figure it reads);
 * this is the gate's own defence. The run measured 100 B/op in its operation threads.
 */
class InvalidBaselineRiseTest {
  private static final String ALLOCATION = "allocation.operationThreads.bytesPerOp";
  private static final Budgets TEN_PERCENT =
      TestBudgets.of(
          Double.NaN,
          Double.NaN,
          Optional.empty(),
          Double.NaN,
          10,
          Double.NaN,
          Double.NaN,
          Double.NaN);

  private static BaselineEntry entry(double allocation) {
    return new BaselineEntry(
        new EntryKey("skiplist", "full", MACHINE),
        EntryPlan.of(BaselineFixtures.PLAN),
        1.0,
        List.of(),
        Map.of(),
        GateRule.parameters(),
        Map.of(ALLOCATION, allocation));
  }

  @ParameterizedTest
  @ValueSource(doubles = {Double.NaN, Double.POSITIVE_INFINITY, -1.0})
  void aBaselineFigureThatIsNoAmountFailsNeverPasses(double before) {
    Checks checks =
        BudgetChecks.relative(
            result("skiplist", MACHINE, 1.0), entry(before), TEN_PERCENT, Judgement.Basis.BASELINE);

    assertThat(checks.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason, Judgement::basis)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Verdict.FAILED,
                Reason.INVALID_BASELINE,
                Judgement.Basis.BASELINE));
    assertThat(checks.failed())
        .containsExactly(
            new InvalidBaselineFigure(
                MetricKey.parse(ALLOCATION).orElseThrow(), before, FigureRule.AMOUNT.range()));
    assertThat(checks.held()).isEmpty();
    assertThat(Reason.INVALID_BASELINE.counts()).as("it decides the verdict").isTrue();
  }

  /** Zero is an amount a run can have: a rise from it is judged against the slack as before. */
  @Test
  void aZeroBaselineFigureIsJudgedAsBefore() {
    Checks checks =
        BudgetChecks.relative(
            result("skiplist", MACHINE, 1.0), entry(0), TEN_PERCENT, Judgement.Basis.BASELINE);

    assertThat(checks.judgements())
        .extracting(Judgement::verdict, Judgement::reason)
        .containsExactly(tuple(Verdict.FAILED, Reason.BEYOND_BUDGET));
    assertThat(checks.failed())
        .singleElement()
        .isInstanceOfSatisfying(
            FigureRise.class,
            rise -> {
              assertThat(rise.baseline()).isZero();
              assertThat(rise.risePercent()).isInfinite();
              assertThat(rise.verdict()).isEqualTo(Verdict.FAILED);
            });
  }
}
