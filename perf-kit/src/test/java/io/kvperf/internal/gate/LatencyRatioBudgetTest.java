package io.kvperf.internal.gate;

import static io.kvperf.internal.store.BaselineFixtures.CONTRACT;
import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.Operation;
import io.kvperf.internal.account.LatencyRatioEstimate;
import io.kvperf.internal.account.LatencyRatioUnmeasured;
import io.kvperf.internal.account.RatioStanding;
import io.kvperf.result.Figure;
import io.kvperf.result.ForkResult;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.Metrics;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.ThroughputResult;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Latency ratio budgets on forks of known timed operations. */
class LatencyRatioBudgetTest {
  private static final LatencyRatioBudget DESCENDING_TWICE_ASCENDING =
      new LatencyRatioBudget(Operation.REVERSE_SCAN, Operation.SCAN, 2);

  private static final Figure FIGURE =
      new Figure.OperationRatio(Operation.REVERSE_SCAN, Operation.SCAN);

  /**
   * Asserts {@code judgement} is of the reverse scan's latency to the scan's, at least 2, judged on
   * the forks' ratios with {@code verdict}.
   */
  private static Judgement judgedAtLeastTwo(RatioJudgement judgement, Verdict verdict) {
    assertThat(judgement.judgement())
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::against,
            Judgement::step,
            Judgement::verdict,
            Judgement::reason)
        .containsExactly(
            FIGURE,
            Basis.OTHER_OPERATION,
            "scan",
            Step.PAIRS,
            verdict,
            verdict == Verdict.FAILED ? Reason.BEYOND_BUDGET : Reason.WITHIN_BUDGET);
    assertThat(judgement.judgement().limits().budget()).isEqualTo(2.0);
    return judgement.judgement();
  }

  /**
   * One fork per {@code {scan, reverse scan}} pair of mean latencies (ns): each fork times the
   * scans at 0.5, 1 and 1.5 times the mean, and the reverse scans likewise.
   */
  private static PerfResult forks(long[]... scanAndReverseNanos) {
    List<ForkResult> forks = new ArrayList<>();
    for (long[] pair : scanAndReverseNanos) {
      forks.add(fork(spread(pair[0]), spread(pair[1])));
    }
    return PerfResult.ofForks(
        new PerfResult.Subject(CONTRACT, "skiplist", Map.of(), "ci", 1),
        forks,
        new PerfResult.Platform(List.of(), MACHINE));
  }

  private static ForkResult fork(long[] scanNanos, long[] reverseScanNanos) {
    return new ForkResult(
        new ThroughputResult(List.of(1.0)),
        Metrics.timed(Map.of(Operation.SCAN, scanNanos, Operation.REVERSE_SCAN, reverseScanNanos)),
        null,
        null,
        MACHINE);
  }

  private static long[] spread(long meanNanos) {
    return new long[] {meanNanos / 2, meanNanos, meanNanos * 3 / 2};
  }

  @Test
  void aRatioHeldInEveryForkHoldsWhateverTheMachineDidToEachFork() {
    PerfResult result =
        forks(
            new long[] {10_000, 25_000}, new long[] {20_000, 48_000}, new long[] {15_000, 37_000});
    RatioJudgement judgement = DESCENDING_TWICE_ASCENDING.judge(result);
    assertThat(judgement.refuted()).isFalse();
    Judgement held = judgedAtLeastTwo(judgement, Verdict.PASSED);
    assertThat(held.change().ratio()).isBetween(2.3995, 2.4995);
    assertThat(held.change().low())
        .as("held: the whole interval at or above the budget")
        .isGreaterThanOrEqualTo(held.limits().budget());
    assertThat(judgement.line())
        .isInstanceOfSatisfying(
            LatencyRatioEstimate.class,
            line -> {
              assertThat(line.of()).isEqualTo(Operation.REVERSE_SCAN);
              assertThat(line.to()).isEqualTo(Operation.SCAN);
              assertThat(line.standing().state()).isEqualTo(RatioStanding.State.HELD);
              assertThat(line.standing().estimate()).isEqualTo(held.change());
              assertThat(line.standing().pairs()).as("forks that timed both").isEqualTo(3);
              assertThat(line.standing().atLeast()).isEqualTo(2);
              assertThat(line.forks()).isEqualTo(3);
              assertThat(line.trimmedPercent()).isEqualTo(ForkResult.TRIMMED_MEAN_PERCENTILE);
              assertThat(line.ofMeanNanos().getAsDouble()).isBetween(36_600.0, 36_700.0);
              assertThat(line.toMeanNanos().getAsDouble()).isBetween(15_000.0, 15_100.0);
            });
  }

  @Test
  void aRatioWhollyBelowTheBudgetIsRefuted() {
    PerfResult result =
        forks(
            new long[] {10_000, 12_000}, new long[] {20_000, 23_000}, new long[] {15_000, 18_000});
    RatioJudgement judgement = DESCENDING_TWICE_ASCENDING.judge(result);
    assertThat(judgement.refuted()).isTrue();
    Judgement failed = judgedAtLeastTwo(judgement, Verdict.FAILED);
    assertThat(failed.change().ratio()).isBetween(1.0995, 1.1995);
    assertThat(failed.change().high()).isLessThan(failed.limits().budget());
  }

  @Test
  void anIntervalThatReachesTheBudgetIsNotRefuted() {
    PerfResult result = forks(new long[] {10_000, 15_000}, new long[] {10_000, 30_000});
    RatioJudgement judgement = DESCENDING_TWICE_ASCENDING.judge(result);
    assertThat(judgement.refuted()).isFalse();
    Judgement notRefuted = judgedAtLeastTwo(judgement, Verdict.PASSED);
    assertThat(notRefuted.change().low())
        .as("the interval reaches the budget")
        .isLessThan(notRefuted.limits().budget());
    assertThat(notRefuted.change().high()).isGreaterThanOrEqualTo(notRefuted.limits().budget());
  }

  @Test
  void aPauseTimedInOneOperationDoesNotMoveTheRatio() {
    long[] scans = new long[2_000];
    Arrays.fill(scans, 1_000);
    scans[0] = 10_000_000;
    long[] reverseScans = new long[2_000];
    Arrays.fill(reverseScans, 3_000);
    PerfResult result =
        PerfResult.ofForks(
            new PerfResult.Subject(CONTRACT, "skiplist", Map.of(), "ci", 1),
            List.of(fork(scans, reverseScans)),
            new PerfResult.Platform(List.of(), MACHINE));
    RatioJudgement judgement = DESCENDING_TWICE_ASCENDING.judge(result);
    assertThat(judgement.refuted())
        .as("the plain means, 5,999 ns against 3,000, would make the ratio 0.5")
        .isFalse();
    Judgement held = judgedAtLeastTwo(judgement, Verdict.PASSED);
    assertThat(held.change().ratio()).isBetween(2.9995, 3.0095);
    assertThat(held.change().hasInterval()).as("one fork: its own ratio").isFalse();
  }

  @Test
  void oneForkDecidesByItsOwnRatio() {
    RatioJudgement below = DESCENDING_TWICE_ASCENDING.judge(forks(new long[] {10_000, 19_000}));
    assertThat(below.refuted()).isTrue();
    assertThat(judgedAtLeastTwo(below, Verdict.FAILED).change().ratio()).isLessThan(2.0);
    RatioJudgement held = DESCENDING_TWICE_ASCENDING.judge(forks(new long[] {10_000, 22_000}));
    assertThat(held.refuted()).isFalse();
    Judgement heldJudgement = judgedAtLeastTwo(held, Verdict.PASSED);
    assertThat(heldJudgement.change().ratio()).isBetween(1.9995, 2.9995);
    assertThat(heldJudgement.change().hasInterval()).isFalse();
    assertThat(held.line())
        .isInstanceOfSatisfying(
            LatencyRatioEstimate.class,
            line -> {
              assertThat(line.standing().pairs()).isEqualTo(1);
              assertThat(line.forks()).isEqualTo(1);
            });
  }

  @Test
  void forksThatTimedNeitherTypeCannotPassTheBudget() {
    PerfResult gets =
        PerfResult.ofForks(
            new PerfResult.Subject(CONTRACT, "skiplist", Map.of(), "ci", 1),
            List.of(
                new ForkResult(
                    new ThroughputResult(List.of(1.0)),
                    Metrics.timed(Map.of(Operation.GET, new long[] {1_000})),
                    null,
                    null,
                    MACHINE)),
            new PerfResult.Platform(List.of(), MACHINE));
    RatioJudgement judgement = DESCENDING_TWICE_ASCENDING.judge(gets);
    assertThat(judgement.refuted()).isTrue();
    assertThat(judgement.judgement())
        .extracting(
            Judgement::figure,
            Judgement::basis,
            Judgement::against,
            Judgement::verdict,
            Judgement::reason)
        .containsExactly(
            FIGURE, Basis.OTHER_OPERATION, "scan", Verdict.FAILED, Reason.NOT_MEASURED);
    assertThat(judgement.judgement().change().present()).as("no ratio measured").isFalse();
    assertThat(judgement.line())
        .isEqualTo(new LatencyRatioUnmeasured(Operation.REVERSE_SCAN, Operation.SCAN, 1, 2));
  }

  @Test
  void aTypeAgainstItselfOrANonPositiveRatioIsInvalid() {
    assertThatThrownBy(() -> new LatencyRatioBudget(Operation.SCAN, Operation.SCAN, 2))
        .isInstanceOf(InvalidAnnotationException.class)
        .hasMessage(
            "@LatencyRatio(of = SCAN, to = SCAN) is invalid: compares an operation type with"
                + " itself: name two");
    assertThatThrownBy(() -> new LatencyRatioBudget(Operation.REVERSE_SCAN, Operation.SCAN, 0))
        .isInstanceOf(InvalidAnnotationException.class)
        .hasMessage("@LatencyRatio(atLeast = 0.0) is invalid: must be a positive ratio");
  }
}
