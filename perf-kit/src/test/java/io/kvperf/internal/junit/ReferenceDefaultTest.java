package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Budget;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import org.junit.jupiter.api.Test;

/** The in-fork reference runs by default only where a throughput or p99 budget needs it. */
class ReferenceDefaultTest {

  private static Reference referenceOf(String method) throws NoSuchMethodException {
    return ContractDefinition.of(Fixtures.class, Fixtures.class.getDeclaredMethod(method))
        .measurement()
        .reference();
  }

  @Test
  void aThroughputOrP99BudgetGetsTheSkipList() throws Exception {
    assertThat(referenceOf("throughputBudget")).isEqualTo(Reference.SKIPLIST);
    assertThat(referenceOf("p99Budget")).isEqualTo(Reference.SKIPLIST);
  }

  @Test
  void otherContractsMeasureOnlyTheirEngine() throws Exception {
    assertThat(referenceOf("noBudget")).isEqualTo(Reference.NONE);
    assertThat(referenceOf("allocationBudget")).isEqualTo(Reference.NONE);
    assertThat(referenceOf("countedWithAThroughputBudget"))
        .as("a phase bounded by a count cannot alternate with a reference")
        .isEqualTo(Reference.NONE);
  }

  @Test
  void aDeclaredReferenceIsKept() throws Exception {
    assertThat(referenceOf("declaredKernel")).isEqualTo(Reference.KERNEL);
    assertThat(referenceOf("declaredNone")).isEqualTo(Reference.NONE);
  }

  @SuppressWarnings("unused")
  static class Fixtures {
    @KvPerfTest
    @Workload(preload = 10)
    @Budget(throughputDrop = 10)
    void throughputBudget() {}

    @KvPerfTest
    @Workload(preload = 10)
    @Budget(p99Rise = 10)
    void p99Budget() {}

    @KvPerfTest
    @Workload(preload = 10)
    void noBudget() {}

    @KvPerfTest
    @Workload(preload = 10)
    @Budget(allocationRise = 100)
    void allocationBudget() {}

    @KvPerfTest
    @Workload(preload = 10)
    @Measure(operations = 100)
    @Budget(throughputDrop = 10)
    void countedWithAThroughputBudget() {}

    @KvPerfTest
    @Workload(preload = 10)
    @Measure(reference = Reference.KERNEL)
    void declaredKernel() {}

    @KvPerfTest
    @Workload(preload = 10)
    @Budget(throughputDrop = 10)
    @Measure(reference = Reference.NONE)
    void declaredNone() {}
  }
}
