package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.Budget;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Operation;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import io.kvperf.api.presets.OakGetOnly;
import io.kvperf.api.presets.YcsbA;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetTerm;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.WorkloadSpec;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Method over preset over class, attribute by attribute; two presets of one type are an error. */
class AnnotationMergeTest {

  private static ContractDefinition of(String method) throws NoSuchMethodException {
    return ContractDefinition.of(Fixtures.class, Fixtures.class.getDeclaredMethod(method));
  }

  @Test
  void aMethodsMeasureKeepsWhatTheClassSetsAndItDoesNot() throws Exception {
    MeasurementPlan plan = of("threeForks").measurement();
    assertThat(plan.forks()).isEqualTo(3);
    assertThat(plan.measured().iterations()).as("the class's").isEqualTo(7);
    assertThat(plan.measured().iterationTime()).as("the class's").isEqualTo(Duration.ofMillis(200));
    assertThat(plan.warmup().iterations()).as("no layer sets it: the default").isEqualTo(3);
  }

  @Test
  void aDocumentedDefaultWrittenOnTheMethodWinsOverTheClass() throws Exception {
    assertThat(of("oneSecond").measurement().measured().iterationTime())
        .isEqualTo(Duration.ofSeconds(1));
  }

  @Test
  void aPresetIsAdjustedWhereItIsUsed() throws Exception {
    WorkloadSpec ycsbA = of("ycsbA").workload();
    WorkloadSpec adjusted = of("ycsbAMostlyReads").workload();
    assertThat(adjusted.mix()).isEqualTo(OperationMix.getsAndUpdates(90, 10));
    assertThat(adjusted.preloadCount()).isEqualTo(ycsbA.preloadCount());
    assertThat(adjusted.keyChoice()).isEqualTo(ycsbA.keyChoice());
    assertThat(adjusted.keySize()).isEqualTo(ycsbA.keySize());
    assertThat(ycsbA.mix().percent(Operation.UPDATE)).isEqualTo(50);
  }

  @Test
  void budgetsMergeToo() throws Exception {
    ContractDefinition contract = of("p99Budget");
    assertThat(contract.budgets().perFigure().terms())
        .as("the class's throughput, the method's p99")
        .containsExactly(
            BudgetTerm.percent(BudgetFigure.THROUGHPUT, 10),
            BudgetTerm.percent(BudgetFigure.P99_LATENCY, 20));
  }

  @Test
  void twoPresetsOfOneTypeAreAmbiguous() {
    assertThatThrownBy(() -> of("twoPresets"))
        .hasMessageContaining(
            "@YcsbA and @OakGetOnly both declare @Workload, and which one's attributes win is"
                + " ambiguous: keep one and adjust it with @Workload on the method");
  }

  @Test
  void aWorkloadWithoutPreloadNamesIt() {
    assertThatThrownBy(() -> of("noPreload"))
        .hasMessageContaining(
            "@Workload(preload) is invalid: must be set, on the method or by a preset");
  }

  @SuppressWarnings("unused")
  @Measure(iterations = 7, iterationTime = "200ms", reference = Reference.NONE)
  @Budget(throughputDrop = 10)
  static class Fixtures {
    @KvPerfTest
    @Workload(preload = 10)
    @Measure(forks = 3)
    void threeForks() {}

    @KvPerfTest
    @Workload(preload = 10)
    @Measure(iterationTime = "1s")
    void oneSecond() {}

    @YcsbA
    void ycsbA() {}

    @YcsbA
    @Workload(mix = @Mix(gets = 90, updates = 10))
    void ycsbAMostlyReads() {}

    @KvPerfTest
    @Workload(preload = 10)
    @Budget(p99Rise = 20)
    void p99Budget() {}

    @YcsbA
    @OakGetOnly
    void twoPresets() {}

    @KvPerfTest
    @Workload(order = KeyOrder.ZIPFIAN)
    void noPreload() {}
  }
}
