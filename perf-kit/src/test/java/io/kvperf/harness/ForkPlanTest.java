package io.kvperf.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.workload.KeyChoice;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.SizeRange;
import io.kvperf.workload.WorkloadSpec;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ForkPlanTest {
  @Test
  void aPlanSurvivesTheTripToTheFork(@TempDir Path directory) throws Exception {
    WorkloadSpec workload =
        new WorkloadSpec(
            2_500_000,
            SizeRange.uniform(30, 36),
            SizeRange.withMean(512, 2048, 1024),
            7,
            new KeyChoice(KeyOrder.HOTSPOT, 0.9, 0.1, 0.7),
            new OperationMix(40, 10, 10, 5, 15, 10, 10, 20),
            SizeRange.uniform(1, 100),
            ReadMode.ZERO_COPY,
            4);
    ForkPlan plan = new ForkPlan("rocksdb", "/tmp/store", workload, "/tmp/metrics.json", 5_000, 4);
    Path file = directory.resolve("plan.json");

    plan.write(file);

    assertThat(ForkPlan.read(file)).isEqualTo(plan);
  }
}
