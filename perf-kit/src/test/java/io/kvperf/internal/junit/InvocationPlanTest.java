package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Reference;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.internal.account.ThisBuildOnly;
import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetTerm;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.junit.InvocationPlan.How;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.KvPerfSettings;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The planner picks how an invocation is measured and decided from the settings and contract. */
class InvocationPlanTest {
  private static final Budgets TEN_PERCENT = Budgets.throughputDrop(10);
  private static final Budgets GC_ONLY = Budgets.of(BudgetTerm.percent(BudgetFigure.GC_SHARE, 5));

  private static RunContext run(Map<String, String> settings) {
    return RunContext.of(
        key -> Optional.ofNullable(settings.get(key)), InvocationPlanTest.class.getClassLoader());
  }

  /** The other engine of a ratio budget. */
  private static final Optional<KvEngine> OTHER_ENGINE = Optional.of(new SkipListEngine());

  private static final Optional<KvEngine> NO_OTHER_ENGINE = Optional.empty();

  private static InvocationPlan plan(
      Budgets budget,
      Optional<KvEngine> relativeTo,
      Reference reference,
      Map<String, String> settings) {
    return InvocationPlan.of(budget, relativeTo, reference, run(settings));
  }

  @Test
  void aContractAloneIsMeasuredAloneAndDecidedAgainstItsBaseline() {
    assertThat(plan(TEN_PERCENT, NO_OTHER_ENGINE, Reference.SKIPLIST, Map.of()))
        .isEqualTo(new InvocationPlan(How.ALONE, Optional.empty()));
  }

  @Test
  void aRatioBudgetInterleavesTheOtherEngine() {
    assertThat(plan(TEN_PERCENT, OTHER_ENGINE, Reference.SKIPLIST, Map.of()).how())
        .isEqualTo(How.BESIDE_ENGINE);
  }

  @Test
  void anUpdateRunsBesideTheKitsLoadOnlyWithAReferenceAndTheLoadOn() {
    assertThat(
            plan(
                    TEN_PERCENT,
                    NO_OTHER_ENGINE,
                    Reference.SKIPLIST,
                    Map.of(KvPerfSettings.BASELINE, "update"))
                .how())
        .isEqualTo(How.BESIDE_LOAD);
    assertThat(
            plan(
                    TEN_PERCENT,
                    NO_OTHER_ENGINE,
                    Reference.NONE,
                    Map.of(KvPerfSettings.BASELINE, "update"))
                .how())
        .as("no reference to measure the load's slope with")
        .isEqualTo(How.ALONE);
    assertThat(
            plan(
                    TEN_PERCENT,
                    NO_OTHER_ENGINE,
                    Reference.SKIPLIST,
                    Map.of(
                        KvPerfSettings.BASELINE, "update", KvPerfSettings.BASELINE_LOAD, "false"))
                .how())
        .isEqualTo(How.ALONE);
  }

  @Test
  void aComparisonOfBuildsWinsOverEveryOtherPath() {
    assertThat(
            plan(
                TEN_PERCENT,
                OTHER_ENGINE,
                Reference.SKIPLIST,
                Map.of(ComparedBuild.PROPERTY, "this")))
        .isEqualTo(new InvocationPlan(How.COMPARE_BUILDS, Optional.empty()));
  }

  @Test
  void aComparisonOfAContractWithoutABudgetItReadsRunsThisBuildOnlyAndSaysWhy() {
    InvocationPlan plan =
        plan(
            GC_ONLY,
            NO_OTHER_ENGINE,
            Reference.SKIPLIST,
            Map.of(ComparedBuild.PROPERTY, "this", CompareSettings.UNBUDGETED, "0"));

    assertThat(plan.how()).isEqualTo(How.THIS_BUILD_ONLY);
    assertThat(plan.whyThisBuildOnly())
        .contains(
            new ThisBuildOnly(
                List.of(
                    "throughputDrop", "p99Rise", "allocationRise", "cpuPerOpRise", "safepointRise"),
                ThisBuildOnly.Why.ESTIMATES_OFF,
                CompareSettings.UNBUDGETED));
  }
}
