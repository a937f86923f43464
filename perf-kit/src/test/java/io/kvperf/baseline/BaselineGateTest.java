package io.kvperf.baseline;

import static io.kvperf.baseline.BaselineFixtures.MACHINE;
import static io.kvperf.baseline.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.baseline.GateOutcome.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineGateTest {
  @TempDir Path directory;

  private GateOutcome judge(BaselineMode mode, double budget, Double... scores) {
    BaselineGate gate = new BaselineGate(mode, new BaselineStore(directory));
    gate.recordIfUpdating(result("skiplist", MACHINE, scores));
    return gate.judge(result("skiplist", MACHINE, scores), BudgetSpec.throughputDrop(budget));
  }

  @Test
  void updateWritesTheBaselineThatCheckThenUses() {
    assertThat(judge(BaselineMode.UPDATE, 10, 100.0, 101.0, 99.0).verdict())
        .isEqualTo(Verdict.UPDATED);
    assertThat(judge(BaselineMode.CHECK, 10, 100.0, 102.0, 98.0).verdict())
        .isEqualTo(Verdict.PASSED);
    GateOutcome slower = judge(BaselineMode.CHECK, 10, 60.0, 61.0, 59.0);
    assertThat(slower.verdict()).isEqualTo(Verdict.FAILED);
    assertThat(slower.message()).contains("throughput fell 40.0%").contains("Test CPU");
    assertThat(judge(BaselineMode.CHECK, Double.NaN, 60.0, 61.0, 59.0).verdict())
        .as("no budget: reported, not failed")
        .isEqualTo(Verdict.PASSED);
  }

  @Test
  void aMissingBaselineIsReportedInCheckAndFailsInStrict() {
    assertThat(judge(BaselineMode.CHECK, 10, 1.0, 2.0).verdict()).isEqualTo(Verdict.NO_BASELINE);
    GateOutcome strict = judge(BaselineMode.STRICT, 10, 1.0, 2.0);
    assertThat(strict.failed()).isTrue();
    assertThat(strict.message()).contains("no baseline").contains("-Dkvperf.baseline=update");
  }

  @Test
  void offNeitherReadsNorWrites() throws Exception {
    assertThat(judge(BaselineMode.OFF, 10, 1.0).verdict()).isEqualTo(Verdict.OFF);
    try (var files = Files.list(directory)) {
      assertThat(files).isEmpty();
    }
  }

  @Test
  void modesParseCaseInsensitivelyAndUnknownOnesAreNamed() {
    assertThat(BaselineMode.parse("Update")).isEqualTo(BaselineMode.UPDATE);
    assertThatThrownBy(() -> BaselineMode.parse("refresh"))
        .hasMessage(
            "kvperf.baseline = 'refresh' is invalid: use one of check, update, strict, off");
  }
}
