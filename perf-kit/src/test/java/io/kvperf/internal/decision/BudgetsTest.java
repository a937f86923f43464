package io.kvperf.internal.decision;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.decision.BudgetFigure.AgainstBaseline;
import io.kvperf.internal.decision.BudgetFigure.BetweenBuilds;
import org.junit.jupiter.api.Test;

/** The creep row of the table: read between builds against the anchor only, never a baseline. */
class BudgetsTest {
  private static final Budgets CREEP_ONLY = Budgets.of(BudgetTerm.percent(BudgetFigure.CREEP, 5));

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
}
