package io.kvperf.baseline;

import static io.kvperf.baseline.BaselineFixtures.MACHINE;
import static io.kvperf.baseline.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.baseline.GateOutcome.Verdict;
import io.kvperf.result.PerfResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The budgets beside throughput, on {@code Metrics.sample()}: one 3 ms pause, 100 B/op, p99 2 µs.
 */
class BudgetChecksTest {
  @TempDir Path directory;

  static final MoreForks NO_MORE_FORKS =
      (result, count) -> {
        throw new AssertionError("the gate asked for a confirmation round");
      };

  private static BudgetSpec budget(
      Duration gcMaxPause, double gcShare, double allocationRise, double p99Rise) {
    return new BudgetSpec(
        Double.NaN, p99Rise, Optional.ofNullable(gcMaxPause), gcShare, allocationRise, Double.NaN);
  }

  @Test
  void aPauseLongerThanTheBudgetFailsNamingMetricValueBudgetAndIteration() {
    PerfResult result = result("skiplist", MACHINE, 1.0, 2.0, 3.0);
    GateOutcome outcome =
        new BaselineGate(BaselineMode.OFF, new BaselineStore(directory))
            .judge(
                result,
                budget(Duration.ofMillis(1), Double.NaN, Double.NaN, Double.NaN),
                BaselineFixtures.PLAN,
                NO_MORE_FORKS);

    assertThat(outcome.verdict()).isEqualTo(Verdict.FAILED);
    assertThat(outcome.message())
        .startsWith(
            "GC max pause 3.000 ms in measured iteration 1 exceeds the budget of 1.000 ms (that"
                + " iteration: 1 pauses, 3.000 ms in total)");
    assertThat(
            new BaselineGate(BaselineMode.OFF, new BaselineStore(directory))
                .judge(
                    result,
                    budget(Duration.ofMillis(5), Double.NaN, Double.NaN, Double.NaN),
                    BaselineFixtures.PLAN,
                    NO_MORE_FORKS)
                .verdict())
        .isEqualTo(Verdict.OFF);
  }

  @Test
  void theGcShareIsAbsolute() {
    List<String> failures = new java.util.ArrayList<>();
    PerfResult result = result("skiplist", MACHINE, 1.0);
    BudgetChecks.absolute(result, budget(null, 0.2, Double.NaN, Double.NaN), failures);
    assertThat(failures)
        .singleElement()
        .asString()
        .startsWith("GC pauses took 0.30% of wall time in the measured iterations (1 pauses");
    failures.clear();
    BudgetChecks.absolute(result, budget(null, 0.5, Double.NaN, Double.NaN), failures);
    assertThat(failures).isEmpty();
  }

  /** A stored skip-list entry without forks, with {@code figures}. */
  private static BaselineEntry entry(Map<String, Double> figures) {
    return new BaselineEntry(
        "skiplist",
        BaselineFixtures.PLAN.hash(),
        BaselineFixtures.PLAN.description(),
        "full",
        MACHINE,
        1.0,
        List.of(),
        Map.of(),
        GateRule.parameters(),
        figures);
  }

  @Test
  void risesAgainstTheBaselineNeedToleranceAndSlack() {
    PerfResult result = result("skiplist", MACHINE, 1.0);
    BaselineEntry lean =
        entry(Map.of("allocation.bytesPerOp", 50.0, "latency.get.p99Nanos", 1900.0));
    List<String> failures = new java.util.ArrayList<>();

    BudgetChecks.relative(result, lean, budget(null, Double.NaN, 10, 10), failures);

    assertThat(failures)
        .containsExactly(
            "allocation per operation rose 100.0% against the baseline (budget: a rise of at most"
                + " 10%): baseline 50.0 B/op, measured 100.0 B/op");

    BaselineEntry tiny = entry(Map.of("allocation.bytesPerOp", 95.0));
    failures.clear();
    BudgetChecks.relative(result, tiny, budget(null, Double.NaN, 1, Double.NaN), failures);
    assertThat(failures).as("5 %% more, but only 5 bytes: within the slack").isEmpty();
  }
}
