package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.KeyOrder;
import io.kvperf.workload.WorkloadSpec;
import org.junit.jupiter.api.Test;

/** The skip-list reference runs the contract's workload with its memory capped. */
class ReferenceWorkloadTest {
  @Test
  void smallWorkloadsAreKeptWhole() {
    WorkloadSpec contract = WorkloadSpec.simple(5_000, 16, 100, 7, KeyOrder.UNIFORM);
    assertThat(ReferenceWorkload.of(contract)).isEqualTo(contract);
  }

  @Test
  void thePreloadIsCappedByCountAndByBytes() {
    WorkloadSpec large = WorkloadSpec.simple(10_000_000, 16, 100, 7, KeyOrder.UNIFORM);
    assertThat(ReferenceWorkload.of(large))
        .isEqualTo(large.withPreloadCount(100_000))
        .as("everything but the preload is the contract's")
        .extracting(WorkloadSpec::mix, WorkloadSpec::keyChoice, WorkloadSpec::seed)
        .containsExactly(large.mix(), large.keyChoice(), large.seed());
    WorkloadSpec bigValues = WorkloadSpec.simple(1_000, 16, 1 << 20, 7, KeyOrder.UNIFORM);
    assertThat(ReferenceWorkload.of(bigValues).preloadCount())
        .as("32 MB of 1 MB values")
        .isEqualTo(31);
  }
}
