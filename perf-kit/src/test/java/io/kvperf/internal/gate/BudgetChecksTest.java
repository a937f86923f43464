package io.kvperf.internal.gate;

import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;
import static org.assertj.core.api.Assertions.tuple;

import io.kvperf.api.Operation;
import io.kvperf.internal.account.FigureNotInBaseline;
import io.kvperf.internal.account.FigureRise;
import io.kvperf.internal.account.GcPauseBeyondLimit;
import io.kvperf.internal.account.GcShareBeyondLimit;
import io.kvperf.internal.account.MeasuredOn;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetTerm;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.decision.TestBudgets;
import io.kvperf.internal.settings.BaselineMode;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.internal.store.EntryKey;
import io.kvperf.internal.store.EntryPlan;
import io.kvperf.result.Figure;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.MeasuredFigures;
import io.kvperf.result.MergedLatencies;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Metrics;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import io.kvperf.result.Verdict;
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

  private static final MetricKey ALLOCATION = key("allocation.operationThreads.bytesPerOp");

  static final MoreForks NO_MORE_FORKS =
      (result, count) -> {
        throw new AssertionError("the gate asked for a confirmation round");
      };

  private static Budgets budget(
      Duration gcMaxPause, double gcShare, double allocationRise, double p99Rise) {
    return TestBudgets.of(
        Double.NaN,
        p99Rise,
        Optional.ofNullable(gcMaxPause),
        gcShare,
        allocationRise,
        Double.NaN,
        Double.NaN,
        Double.NaN);
  }

  private static Budgets machineFree(double gcPauseRise, double writeAmplificationRise) {
    return TestBudgets.of(
        Double.NaN,
        Double.NaN,
        Optional.empty(),
        Double.NaN,
        Double.NaN,
        Double.NaN,
        gcPauseRise,
        writeAmplificationRise);
  }

  @Test
  void aPauseLongerThanTheBudgetFailsNamingMetricValueBudgetAndIteration() {
    PerfResult result = result("skiplist", MACHINE, 1.0, 2.0, 3.0);
    Outcome outcome =
        new BaselineGate(
                BaselineMode.OFF, new BaselineStore(directory), BaselineFixtures.ONE_FIGURE)
            .judge(
                result,
                budget(Duration.ofMillis(1), Double.NaN, Double.NaN, Double.NaN),
                BaselineFixtures.PLAN,
                NO_MORE_FORKS);

    assertThat(outcome.decision())
        .isEqualTo(new InvocationVerdict(Verdict.FAILED, Reason.BEYOND_BUDGET));
    assertThat(outcome.judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(Figure.Run.GC_MAX_PAUSE, Basis.LIMIT, Verdict.FAILED, Reason.BEYOND_BUDGET),
            tuple(
                Figure.Whole.BUDGETS_AGAINST_BASELINE,
                Basis.NOTHING,
                Verdict.OFF,
                Reason.BASELINES_OFF));
    assertThat(outcome.judgements().get(0).change().ratio()).as("3 ms of 1 ms").isEqualTo(3.0);
    assertThat(outcome.account().lines())
        .first()
        .isEqualTo(
            new GcPauseBeyondLimit(
                1, Duration.ofMillis(3), Duration.ofMillis(1), 1, Duration.ofMillis(3)));
    assertThat(outcome.account().lines()).last().isInstanceOf(MeasuredOn.class);
    assertThat(
            new BaselineGate(
                    BaselineMode.OFF, new BaselineStore(directory), BaselineFixtures.ONE_FIGURE)
                .judge(
                    result,
                    budget(Duration.ofMillis(5), Double.NaN, Double.NaN, Double.NaN),
                    BaselineFixtures.PLAN,
                    NO_MORE_FORKS)
                .decision())
        .isEqualTo(new InvocationVerdict(Verdict.OFF, Reason.BASELINES_OFF));
  }

  @Test
  void theGcShareIsAbsolute() {
    PerfResult result = result("skiplist", MACHINE, 1.0);
    Checks broken = BudgetChecks.absolute(result, budget(null, 0.2, Double.NaN, Double.NaN));
    assertThat(broken.judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(Figure.Run.GC_SHARE, Basis.LIMIT, Verdict.FAILED, Reason.BEYOND_BUDGET));
    assertThat(broken.failed())
        .singleElement()
        .isInstanceOfSatisfying(
            GcShareBeyondLimit.class,
            share -> {
              assertThat(share.sharePercent()).isCloseTo(0.3, offset(0.005));
              assertThat(share.limitPercent()).isEqualTo(0.2);
              assertThat(share.pauses()).isEqualTo(1);
              assertThat(share.totalPause()).isEqualTo(Duration.ofMillis(3));
            });
    assertThat(broken.held()).isEmpty();
    Checks held = BudgetChecks.absolute(result, budget(null, 0.5, Double.NaN, Double.NaN));
    assertThat(held.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(tuple(Figure.Run.GC_SHARE, Verdict.PASSED, Reason.WITHIN_BUDGET));
    assertThat(held.failed()).isEmpty();
  }

  /** A stored skip-list entry without forks, with {@code figures}. */
  private static BaselineEntry entry(Map<String, Double> figures) {
    return new BaselineEntry(
        new EntryKey("skiplist", "full", MACHINE),
        EntryPlan.of(BaselineFixtures.PLAN),
        1.0,
        List.of(),
        Map.of(),
        GateRule.parameters(),
        figures);
  }

  /** {@link BudgetChecks#relative} of {@code result} against a baseline holding {@code figures}. */
  private static Checks relative(PerfResult result, Map<String, Double> figures, Budgets budget) {
    return relative(result, figures, budget, Basis.BASELINE);
  }

  /** Like the above, the baseline this machine's or another CPU's, as {@code basis} says. */
  private static Checks relative(
      PerfResult result, Map<String, Double> figures, Budgets budget, Basis basis) {
    return BudgetChecks.relative(result, entry(figures), budget, basis);
  }

  private static MetricKey key(String storedName) {
    return MetricKey.parse(storedName).orElseThrow();
  }

  @Test
  void aFigureThatHeldIsAccountedFor() {
    Checks held =
        relative(
            result("skiplist", MACHINE, 1.0),
            Map.of("allocation.operationThreads.bytesPerOp", 95.0),
            budget(null, Double.NaN, 10, Double.NaN));
    assertThat(held.judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Basis.BASELINE,
                Verdict.PASSED,
                Reason.WITHIN_BUDGET));
    assertThat(held.held())
        .containsExactly(
            new FigureRise(ALLOCATION, 95, 100, (100 - 95) / 95.0 * 100, 10, Verdict.PASSED));
    assertThat(held.failed()).isEmpty();
  }

  @Test
  void onAnotherCpuOnlyMachineIndependentFiguresAreCompared() {
    // An open-loop run: the get's latency from when due is a figure, and machine-bound.
    MetricsResult sample = Metrics.sample(1, 0, 0);
    PerfResult result =
        BaselineFixtures.result(
            new MetricsResult(
                sample.iterations(),
                new MergedLatencies(sample.latency(), sample.latency(), Map.of(), Map.of()),
                sample.gc(),
                sample.disk(),
                0));
    MetricKey intended = MetricKey.of(Operation.GET, Statistic.INTENDED_P99_LATENCY);
    assertThat(result.metrics().keyFigures()).containsKey(intended);
    // Both figures rose beyond their budgets of 10 % and their slack: the p99 from 500 ns to
    // 2 µs, the allocation from 50 to 100 B/op.
    Map<String, Double> halves =
        Map.of(
            intended.storedName(),
            result.metrics().keyFigures().get(intended) / 4,
            "allocation.operationThreads.bytesPerOp",
            50.0);
    Budgets both = budget(null, Double.NaN, 10, 10);

    assertThat(relative(result, halves, both, Basis.BASELINE).judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict)
        .containsExactlyInAnyOrder(
            tuple(
                MeasuredFigures.of(Operation.GET, Statistic.INTENDED_P99_LATENCY),
                Basis.BASELINE,
                Verdict.FAILED),
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Basis.BASELINE,
                Verdict.FAILED));
    assertThat(relative(result, halves, both, Basis.OTHER_CPU_BASELINE).judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Basis.OTHER_CPU_BASELINE,
                Verdict.FAILED));
  }

  @Test
  void risesAgainstTheBaselineNeedToleranceAndSlack() {
    PerfResult result = result("skiplist", MACHINE, 1.0);

    Checks rose =
        relative(
            result,
            Map.of("allocation.operationThreads.bytesPerOp", 50.0, "latency.get.p99Nanos", 1900.0),
            budget(null, Double.NaN, 10, 10));
    assertThat(rose.judgements())
        .as("the service p99 is judged per fork by the gate, not here")
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Verdict.FAILED,
                Reason.BEYOND_BUDGET));
    assertThat(rose.failed())
        .containsExactly(new FigureRise(ALLOCATION, 50, 100, 100, 10, Verdict.FAILED));
    assertThat(
            relative(
                    result,
                    Map.of("allocation.operationThreads.bytesPerOp", 95.0),
                    budget(null, Double.NaN, 1, Double.NaN))
                .judgements())
        .as("5 %% more, but only 5 bytes: within the slack")
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Verdict.PASSED,
                Reason.WITHIN_BUDGET));
  }

  @Test
  void gcPausesPerOperationRiseFailsBeyondTheBudgetAndTwoPauses() {
    // 10 pauses over 1,000 operations: 10,000 per million; two pauses are 2,000 per million.
    PerfResult result = BaselineFixtures.result(Metrics.sample(10, 0, 0));

    Checks rose = relative(result, Map.of("gc.pausesPerMillionOps", 5_000.0), machineFree(50, 0));
    assertThat(rose.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.GC_PAUSES_PER_OPERATION),
                Verdict.FAILED,
                Reason.BEYOND_BUDGET));
    assertThat(rose.failed())
        .containsExactly(
            new FigureRise(key("gc.pausesPerMillionOps"), 5_000, 10_000, 100, 50, Verdict.FAILED));
    assertThat(
            relative(result, Map.of("gc.pausesPerMillionOps", 8_000.0), machineFree(10, 0))
                .judgements())
        .as("25 %% more, but only two pauses more: within the slack")
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.GC_PAUSES_PER_OPERATION),
                Verdict.PASSED,
                Reason.WITHIN_BUDGET));
  }

  @Test
  void writeAmplificationRiseFailsBeyondTheBudgetAndItsSlack() {
    // 3,000 bytes written to storage for 1,000 bytes of keys and values: 3.0.
    PerfResult result = BaselineFixtures.result(Metrics.sample(1, 3_000, 1_000));
    assertThat(result.metrics().keyFigures())
        .containsEntry(MetricKey.of(Statistic.WRITE_AMPLIFICATION), 3.0)
        .containsEntry(MetricKey.of(Statistic.GC_PAUSES_PER_OPERATION), 1_000.0);

    Checks rose =
        relative(result, Map.of("storage.writeAmplification", 2.0), machineFree(Double.NaN, 20));
    assertThat(rose.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.WRITE_AMPLIFICATION),
                Verdict.FAILED,
                Reason.BEYOND_BUDGET));
    assertThat(rose.failed())
        .containsExactly(
            new FigureRise(key("storage.writeAmplification"), 2, 3, 50, 20, Verdict.FAILED));
    assertThat(
            relative(result, Map.of("storage.writeAmplification", 2.96), machineFree(Double.NaN, 1))
                .judgements())
        .as("a rise of 0.04: within the slack")
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.WRITE_AMPLIFICATION),
                Verdict.PASSED,
                Reason.WITHIN_BUDGET));
  }

  @Test
  void bytesWrittenPerOperationRiseFailsBeyondTheBudgetAndItsSlack() {
    // 3,000,000 bytes written to storage over the sample's 1,000 operations: 3,000 B/op.
    PerfResult result = BaselineFixtures.result(Metrics.sample(1, 3_000_000, 1_000_000));
    assertThat(result.metrics().keyFigures())
        .containsEntry(MetricKey.of(Statistic.STORAGE_BYTES_WRITTEN_PER_OP), 3_000.0);
    Budgets tenPercent = Budgets.of(BudgetTerm.percent(BudgetFigure.BYTES_WRITTEN, 10));

    Checks risen = relative(result, Map.of("storage.bytesWrittenPerOp", 2_000.0), tenPercent);
    assertThat(risen.judgements())
        .singleElement()
        .satisfies(
            j -> {
              assertThat(j.figure())
                  .isEqualTo(MeasuredFigures.of(Statistic.STORAGE_BYTES_WRITTEN_PER_OP));
              assertThat(j.verdict()).isEqualTo(Verdict.FAILED);
              assertThat(j.reason()).isEqualTo(Reason.BEYOND_BUDGET);
              assertThat(j.basis()).isEqualTo(Judgement.Basis.BASELINE);
              assertThat(j.change().ratio()).isEqualTo(1.5);
              assertThat(j.limits().budget()).isEqualTo(1.1);
            });
    assertThat(
            relative(result, Map.of("storage.bytesWrittenPerOp", 2_950.0), tenPercent).judgements())
        .as("50 B/op more over 1,000 operations is 50 KB over the run: within the slack")
        .extracting(Judgement::verdict)
        .containsExactly(Verdict.PASSED);
    assertThat(
            relative(
                    result,
                    Map.of("storage.bytesWrittenPerOp", 2_000.0),
                    tenPercent,
                    Basis.OTHER_CPU_BASELINE)
                .judgements())
        .as("another CPU's baseline judges it, as it does write amplification")
        .extracting(Judgement::verdict, Judgement::basis)
        .containsExactly(tuple(Verdict.FAILED, Judgement.Basis.OTHER_CPU_BASELINE));
  }

  @Test
  void aBudgetedFigureTheBaselineLacksIsNotComparedAndTheAccountSaysSo() {
    Checks checked =
        relative(
            BaselineFixtures.result(Metrics.sample(10, 0, 0)),
            Map.of("allocation.operationThreads.bytesPerOp", 100.0),
            machineFree(1, 1));

    assertThat(checked.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.GC_PAUSES_PER_OPERATION),
                Verdict.NOT_CHECKED,
                Reason.NOT_IN_BASELINE));
    assertThat(checked.held())
        .containsExactly(new FigureNotInBaseline(key("gc.pausesPerMillionOps")));
    assertThat(checked.failed()).isEmpty();
  }

  @Test
  void anAllocationBudgetComparesTheOperationThreadsAloneNeverTheProcesss() {
    // The operation thread allocated 100 B/op; the whole process, background threads included,
    // 400 B/op.
    MetricsResult sample = Metrics.sample();
    IterationMetrics base = sample.iterations().get(0);
    IterationMetrics withBackground =
        new IterationMetrics(
            1,
            base.operations(),
            base.wallNanos(),
            Metrics.probesWith(base, IterationMetrics.Probe.ALLOCATED_BYTES, 400_000L),
            base.memory(),
            new IterationMetrics.Latencies(base.latency(), base.intendedLatency(), Map.of()),
            new IterationMetrics.Recorded(base.gcPauseNanos(), Map.of(), Map.of()));
    PerfResult result =
        BaselineFixtures.result(
            new MetricsResult(
                List.of(withBackground),
                new MergedLatencies(sample.latency(), Map.of(), Map.of(), Map.of()),
                sample.gc(),
                sample.disk(),
                0));
    Budgets tenPercent = budget(null, Double.NaN, 10, Double.NaN);

    Checks both =
        relative(
            result,
            Map.of("allocation.bytesPerOp", 100.0, "allocation.operationThreads.bytesPerOp", 95.0),
            tenPercent);
    assertThat(both.judgements())
        .as("the process's fourfold rise is reported, not budgeted")
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Verdict.PASSED,
                Reason.WITHIN_BUDGET));
    assertThat(both.held())
        .containsExactly(
            new FigureRise(ALLOCATION, 95, 100, (100 - 95) / 95.0 * 100, 10, Verdict.PASSED));

    // A baseline recorded before the operation threads' figure existed is never compared with it.
    Checks old = relative(result, Map.of("allocation.bytesPerOp", 100.0), tenPercent);
    assertThat(old.judgements())
        .extracting(Judgement::figure, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
                Verdict.NOT_CHECKED,
                Reason.NOT_IN_BASELINE));
    assertThat(old.held()).containsExactly(new FigureNotInBaseline(ALLOCATION));
  }

  @Test
  void writeAmplificationIsNotAFigureWhereNothingWasWritten() {
    assertThat(BaselineFixtures.result(Metrics.sample()).metrics().keyFigures())
        .doesNotContainKey(MetricKey.of(Statistic.WRITE_AMPLIFICATION));
  }

  @Test
  void safepointTimeRiseIsReadFromTheTableAndFailsBeyondTheBudgetAndItsSlack() {
    // The sample's one measured second stood 20 ms at safepoints: 20,000,000 ns per second.
    PerfResult result =
        BaselineFixtures.result(Metrics.withSafepoints(Metrics.sample(), 20_000_000L));
    assertThat(result.metrics().keyFigures())
        .containsEntry(MetricKey.of(Statistic.SAFEPOINT_TIME_PER_SECOND), 20_000_000.0);
    Budgets tenPercent = Budgets.of(BudgetTerm.percent(BudgetFigure.SAFEPOINT_TIME, 10));

    assertThat(
            relative(result, Map.of("jvm.safepointNanosPerSecond", 10_000_000.0), tenPercent)
                .judgements())
        .extracting(Judgement::figure, Judgement::basis, Judgement::verdict, Judgement::reason)
        .containsExactly(
            tuple(
                MeasuredFigures.of(Statistic.SAFEPOINT_TIME_PER_SECOND),
                Judgement.Basis.BASELINE,
                Verdict.FAILED,
                Reason.BEYOND_BUDGET));
    assertThat(
            relative(result, Map.of("jvm.safepointNanosPerSecond", 16_000_000.0), tenPercent)
                .judgements())
        .as("25 % more, but 4 ms per second: within the slack of 5 ms")
        .extracting(Judgement::verdict)
        .containsExactly(Verdict.PASSED);
    assertThat(
            relative(
                    result,
                    Map.of("jvm.safepointNanosPerSecond", 10_000_000.0),
                    tenPercent,
                    Basis.OTHER_CPU_BASELINE)
                .judgements())
        .as("a time follows the machine: a baseline of another CPU does not judge it")
        .isEmpty();
  }
}
