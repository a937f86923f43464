package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Reference;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.internal.account.IterationsRaised;
import io.kvperf.internal.account.WarmupRaised;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.IterationPhase;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.workload.WorkloadSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparisonFloorsTest {
  @Test
  void linesNameTheSettingThatRaisedWhatTheForksRan(@TempDir Path directory) {
    ContractRun declared = run(directory, 2, 50, 4);
    ContractRun floors = run(directory, 2, 250, 8);

    assertThat(ComparisonFloors.raised(declared, floors, false).lines())
        .as("pairs of forks one after the other, or one JVM: the comparison's floors")
        .containsExactly(
            new WarmupRaised(
                2, Duration.ofMillis(250), 2, Duration.ofMillis(50), CompareSettings.WARMUP),
            new IterationsRaised(8, 4, CompareSettings.ITERATIONS));
    assertThat(ComparisonFloors.raised(declared, floors, true).lines())
        .as("forks in turns ran the turns' floors, above the comparison's; the mode raised them")
        .containsExactly(
            new WarmupRaised(
                2, Duration.ofMillis(1000), 2, Duration.ofMillis(50), CompareSettings.MODE),
            new IterationsRaised(32, 4, CompareSettings.MODE));
    assertThat(ComparisonFloors.raised(declared, run(directory, 2, 5000, 40), true).lines())
        .as("floors of a comparison above the turns' stay the comparison's")
        .containsExactly(
            new WarmupRaised(
                2, Duration.ofMillis(5000), 2, Duration.ofMillis(50), CompareSettings.WARMUP),
            new IterationsRaised(40, 4, CompareSettings.ITERATIONS));
    assertThat(ComparisonFloors.raised(floors, floors, false).lines()).isEmpty();
  }

  private static ContractRun run(Path directory, int warmups, long warmupMillis, int iterations) {
    return new ContractRun(
        "a.B#c",
        "ci",
        new ContractRun.Subject(new SkipListEngine(), Map.of()),
        WorkloadSpec.simple(10, 16, 100, 1, KeyOrder.UNIFORM),
        0,
        new MeasurementPlan(
            new IterationPhase(warmups, Duration.ofMillis(warmupMillis)),
            new IterationPhase(iterations, Duration.ofMillis(50)),
            1,
            1,
            Reference.NONE,
            0),
        new ContractRun.Forks(List.of(), Duration.ofMinutes(1), directory));
  }
}
