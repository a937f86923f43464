package io.kvperf.baseline;

import static io.kvperf.baseline.BaselineFixtures.CONTRACT;
import static io.kvperf.baseline.BaselineFixtures.MACHINE;
import static io.kvperf.baseline.BaselineFixtures.OTHER_PLAN;
import static io.kvperf.baseline.BaselineFixtures.PLAN;
import static io.kvperf.baseline.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.baseline.GateOutcome.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The gate's modes and verdicts on fixed results (one 3 ms GC pause, 100 B/op, get p99 2 µs). */
class BaselineGateTest {
  @TempDir Path directory;

  private GateOutcome judge(
      BaselineMode mode, BudgetSpec budget, PlanFingerprint plan, Double... scores) {
    return new BaselineGate(mode, new BaselineStore(directory))
        .judge(result("skiplist", MACHINE, scores), budget, plan);
  }

  private GateOutcome judge(BaselineMode mode, double throughputDrop, Double... scores) {
    return judge(mode, BudgetSpec.throughputDrop(throughputDrop), PLAN, scores);
  }

  private static BudgetSpec gcMaxPause(Duration pause) {
    return new BudgetSpec(
        Double.NaN, Double.NaN, Optional.of(pause), Double.NaN, Double.NaN, Double.NaN);
  }

  @Test
  void updateWritesTheBaselineThatCheckThenUses() {
    GateOutcome update = judge(BaselineMode.UPDATE, 10, 100.0, 101.0, 99.0);
    assertThat(update.verdict()).isEqualTo(Verdict.UPDATED);
    assertThat(update.message()).contains("throughput (mean): (new) → 100 ops/s");
    assertThat(judge(BaselineMode.CHECK, 10, 100.0, 102.0, 98.0).verdict())
        .isEqualTo(Verdict.PASSED);
    GateOutcome slower = judge(BaselineMode.CHECK, 10, 60.0, 61.0, 59.0);
    assertThat(slower.verdict()).isEqualTo(Verdict.FAILED);
    assertThat(slower.message()).contains("throughput fell 40.0%").contains("Test CPU");
  }

  @Test
  void anUpdatePrintsWhatMovedBeforeToAfter() {
    judge(BaselineMode.UPDATE, 10, 100.0, 100.0, 100.0);
    GateOutcome second = judge(BaselineMode.UPDATE, 10, 150.0, 150.0, 150.0);
    assertThat(second.message())
        .contains("throughput (mean): 100 → 150 ops/s (+50.0%)")
        .contains("allocation.bytesPerOp: 100 → 100 B/op (+0.0%)")
        .contains("latency.get.p99Nanos: 2,000 → 2,000 ns (+0.0%)");
  }

  @Test
  void withoutABudgetNothingIsCheckedAndTheVerdictSaysSo() {
    judge(BaselineMode.UPDATE, 10, 100.0, 101.0, 99.0);
    GateOutcome outcome = judge(BaselineMode.CHECK, BudgetSpec.NONE, PLAN, 60.0, 61.0, 59.0);
    assertThat(outcome.verdict()).isEqualTo(Verdict.NOT_CHECKED);
    assertThat(outcome.message())
        .startsWith("not checked: the contract has no budget")
        .contains("throughput fell 40.0%");
  }

  @Test
  void aMissingBaselineIsNotCheckedInCheckAndFailsInStrict() {
    GateOutcome check = judge(BaselineMode.CHECK, 10, 1.0, 2.0);
    assertThat(check.verdict()).isEqualTo(Verdict.NOT_CHECKED);
    assertThat(check.message()).startsWith("not checked: no baseline for this engine");
    GateOutcome strict = judge(BaselineMode.STRICT, 10, 1.0, 2.0);
    assertThat(strict.failed()).isTrue();
    assertThat(strict.message()).contains("no baseline").contains("-Dkvperf.baseline=update");
  }

  @Test
  void aStaleBaselineIsNeverComparedAndStrictFailsIt() {
    judge(BaselineMode.UPDATE, 10, 100.0, 101.0, 99.0);
    // Forty per cent slower, under another plan: a comparison would fail; a stale baseline is not
    // compared.
    GateOutcome check =
        judge(BaselineMode.CHECK, BudgetSpec.throughputDrop(10), OTHER_PLAN, 60.0, 61.0, 59.0);
    assertThat(check.verdict()).isEqualTo(Verdict.NOT_CHECKED);
    assertThat(check.message())
        .contains("is stale, recorded under another plan")
        .contains("recorded: workload A; measurement M")
        .contains("now:      workload B; measurement M")
        .doesNotContain("throughput fell");
    GateOutcome strict =
        judge(BaselineMode.STRICT, BudgetSpec.throughputDrop(10), OTHER_PLAN, 100.0, 100.0, 100.0);
    assertThat(strict.verdict()).isEqualTo(Verdict.FAILED);
    assertThat(strict.message()).contains("is stale").contains("(strict mode)");
  }

  @Test
  void anUpdateRefusesARunThatBreaksAnAbsoluteBudgetAndLeavesTheFileAsItWas() throws Exception {
    judge(BaselineMode.UPDATE, gcMaxPause(Duration.ofMillis(5)), PLAN, 100.0, 100.0, 100.0);
    String before = Files.readString(new BaselineStore(directory).fileOf(CONTRACT));

    GateOutcome refused =
        judge(BaselineMode.UPDATE, gcMaxPause(Duration.ofMillis(1)), PLAN, 50.0, 50.0, 50.0);

    assertThat(refused.verdict()).isEqualTo(Verdict.FAILED);
    assertThat(refused.message())
        .startsWith("GC max pause 3.000 ms in measured iteration 1 exceeds the budget of 1.000 ms")
        .contains("not recorded as the baseline");
    assertThat(Files.readString(new BaselineStore(directory).fileOf(CONTRACT))).isEqualTo(before);
  }

  @Test
  void onlyUpdateWrites() throws Exception {
    for (BaselineMode mode :
        new BaselineMode[] {BaselineMode.CHECK, BaselineMode.STRICT, BaselineMode.OFF}) {
      judge(mode, 10, 1.0, 2.0, 3.0);
      try (var files = Files.list(directory)) {
        assertThat(files).as(mode + " writes nothing").isEmpty();
      }
    }
    judge(BaselineMode.UPDATE, 10, 100.0, 100.0, 100.0);
    Path file = new BaselineStore(directory).fileOf(CONTRACT);
    String recorded = Files.readString(file);
    for (BaselineMode mode :
        new BaselineMode[] {BaselineMode.CHECK, BaselineMode.STRICT, BaselineMode.OFF}) {
      judge(mode, 10, 10.0, 20.0, 30.0);
      judge(mode, BudgetSpec.throughputDrop(10), OTHER_PLAN, 10.0, 20.0, 30.0);
      assertThat(Files.readString(file)).as(mode + " never moves a baseline").isEqualTo(recorded);
    }
  }

  @Test
  void absoluteBudgetsAloneAreCheckedWithoutABaseline() {
    GateOutcome held =
        judge(BaselineMode.CHECK, gcMaxPause(Duration.ofMillis(5)), PLAN, 1.0, 2.0, 3.0);
    assertThat(held.verdict()).isEqualTo(Verdict.PASSED);
    assertThat(held.message()).startsWith("GC budgets held; no baseline");
    assertThat(judge(BaselineMode.OFF, gcMaxPause(Duration.ofMillis(1)), PLAN, 1.0).verdict())
        .isEqualTo(Verdict.FAILED);
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
