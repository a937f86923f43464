package io.kvperf.internal.arms;

import static io.kvperf.internal.arms.VersionBisection.Clarity.CLEAR;
import static io.kvperf.internal.arms.VersionBisection.Clarity.UNCLEAR;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.Finding.FirstMovedVersion;
import io.kvperf.internal.account.Finding.WorstVersion;
import io.kvperf.internal.arms.VersionBisection.Finding;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.result.Environment;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.Metrics;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.ThroughputResult;
import io.kvperf.result.Verdict;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a bisect and a sweep find, from comparisons already judged: the first version that moved
 * with its worst change, and the version that changed the worst way.
 */
class VersionFindingsTest {
  private static final String OLDEST = "org.rocksdb:rocksdbjni:9.0.1";
  private static final List<String> VERSIONS = List.of("9.0.1", "9.1.0", "9.2.1", "9.3.1", "9.4.0");
  private static final PerfResult RESULT =
      new PerfResult(
          "a.C#get",
          "rocksdb",
          Map.of(),
          "full",
          1,
          new ThroughputResult(List.of(1_000.0, 1_000.0, 1_000.0)),
          Metrics.sample(),
          List.of(),
          List.of(),
          new Environment("Linux", "amd64", "CPU", "", 2, "JVM 17", List.of(), "G1", 1024));

  /**
   * {@code figure} at {@code ratio} of the oldest version, judged {@code verdict} for {@code
   * reason}.
   */
  private static Judgement judged(
      String figure, boolean higherIsBetter, double ratio, Verdict verdict, Reason reason) {
    return new Judgement(
        figure,
        higherIsBetter,
        Basis.OTHER_BUILD,
        OLDEST,
        new Estimate(ratio, ratio - 0.05, ratio + 0.05),
        Limits.budget(higherIsBetter ? 0.9 : 1.1),
        Step.PAIRS,
        verdict,
        reason);
  }

  private static Outcome outcome(Judgement... judgements) {
    return new Outcome(List.of(judgements), Account.EMPTY, RESULT);
  }

  private static Judgement throughput(double ratio) {
    return judged(
        "throughput",
        true,
        ratio,
        ratio < 0.9 ? Verdict.FAILED : Verdict.PASSED,
        ratio < 0.9 ? Reason.BEYOND_BUDGET : Reason.WITHIN_BUDGET);
  }

  @Test
  void theFirstVersionThatMovedIsFoundBesideTheOneBeforeWithItsWorstChange() {
    Judgement slower = throughput(0.8);
    Judgement p99 = judged("get p99", false, 1.5, Verdict.FAILED, Reason.BEYOND_BUDGET);
    Map<Integer, Outcome> outcomes =
        Map.of(4, outcome(throughput(0.7)), 2, outcome(throughput(1.0)), 3, outcome(slower, p99));

    assertThat(
            VersionFindings.firstMoved(
                new Finding(List.of(4, 2, 3), 2, 3, CLEAR), VERSIONS, outcomes))
        .as("p99 rose by more (log 1.5) than throughput fell (log 1/0.8)")
        .containsExactly(new FirstMovedVersion("9.3.1", "9.2.1", p99));
  }

  @Test
  void aSearchThatNamedNoVersionFindsNothing() {
    Map<Integer, Outcome> outcomes = Map.of(4, outcome(throughput(0.7)), 2, outcome());

    assertThat(
            VersionFindings.firstMoved(
                new Finding(List.of(4, 2), 0, 4, UNCLEAR), VERSIONS, outcomes))
        .isEmpty();
    assertThat(
            VersionFindings.firstMoved(
                new Finding(List.of(4), 4, -1, CLEAR), VERSIONS, Map.of(4, outcome())))
        .as("the newest did not move")
        .isEmpty();
    assertThat(
            VersionFindings.firstMoved(
                new Finding(List.of(4, 2, 1), 0, 4, CLEAR, List.of(2, 1, 3)), VERSIONS, outcomes))
        .as("only versions that could not run lie between")
        .isEmpty();
  }

  @Test
  void theWorstVersionOfASweepIsTheOneThatMovedMostTheBadWayOnAnyBudgetedFigure() {
    Judgement p99 = judged("get p99", false, 1.3, Verdict.FAILED, Reason.BEYOND_BUDGET);
    Map<String, Outcome> ran = new LinkedHashMap<>();
    ran.put("org.rocksdb:rocksdbjni:9.1.0", outcome(throughput(1.2)));
    ran.put("org.rocksdb:rocksdbjni:10.2.1", outcome(throughput(0.88)));
    ran.put("org.rocksdb:rocksdbjni:10.10.1", outcome(throughput(1.0), p99));
    ran.put(
        "org.rocksdb:rocksdbjni:11.1.2",
        outcome(
            judged("throughput", true, 0.1, Verdict.NOT_CHECKED, Reason.ESTIMATED_ONLY),
            Judgement.notChecked("throughput", OLDEST, Reason.NO_BUDGET)));

    assertThat(VersionFindings.worstVersion(ran))
        .as("p99 +30 % is worse than throughput -12 %; an estimate alone is not budgeted")
        .containsExactly(new WorstVersion("org.rocksdb:rocksdbjni:10.10.1", p99));
  }

  @Test
  void ofVersionsThatChangedAlikeTheEarlierIsTheWorstAndASweepWithoutAChangeHasNone() {
    Judgement first = throughput(0.8);
    Map<String, Outcome> ran = new LinkedHashMap<>();
    ran.put("v1", outcome(first));
    ran.put("v2", outcome(throughput(0.8)));

    assertThat(VersionFindings.worstVersion(ran)).containsExactly(new WorstVersion("v1", first));
    assertThat(VersionFindings.worstVersion(Map.of("v1", outcome()))).isEmpty();
  }
}
