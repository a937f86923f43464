package io.kvperf.internal.arms;

import static io.kvperf.internal.arms.Bisection.Clarity.CLEAR;
import static io.kvperf.internal.arms.Bisection.Clarity.UNCLEAR;
import static io.kvperf.internal.arms.JudgedOutcomes.OLDEST;
import static io.kvperf.internal.arms.JudgedOutcomes.judged;
import static io.kvperf.internal.arms.JudgedOutcomes.outcome;
import static io.kvperf.internal.arms.JudgedOutcomes.throughput;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.account.BisectSteps;
import io.kvperf.internal.account.BisectSteps.Kind;
import io.kvperf.internal.account.Finding.FirstMovedCommit;
import io.kvperf.internal.account.Finding.FirstMovedVersion;
import io.kvperf.internal.account.Finding.WorstVersion;
import io.kvperf.internal.arms.Bisection.Finding;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Reason;
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
  private static final BisectSteps VERSIONS =
      new BisectSteps(
          Kind.RELEASED_VERSIONS,
          "org.rocksdb:rocksdbjni:",
          List.of("9.0.1", "9.1.0", "9.2.1", "9.3.1", "9.4.0"));

  @Test
  void theFirstVersionThatMovedIsFoundBesideTheOneBeforeWithItsWorstChange() {
    Judgement slower = throughput(0.8);
    Judgement p99 = judged(JudgedOutcomes.GET_P99, 1.5, Verdict.FAILED, Reason.BEYOND_BUDGET);
    Map<Integer, Outcome> outcomes =
        Map.of(4, outcome(throughput(0.7)), 2, outcome(throughput(1.0)), 3, outcome(slower, p99));

    assertThat(
            VersionFindings.firstMoved(
                new Finding(List.of(4, 2, 3), 2, 3, CLEAR), VERSIONS, outcomes))
        .as("p99 rose by more (log 1.5) than throughput fell (log 1/0.8)")
        .containsExactly(new FirstMovedVersion("9.3.1", "9.2.1", p99));
  }

  @Test
  void theFirstCommitThatMovedIsFoundBesideTheOneBefore() {
    Judgement slower = throughput(0.8);
    BisectSteps commits =
        new BisectSteps(
            Kind.FIRST_PARENT_COMMITS,
            "git:",
            List.of("000000000000", "111111111111", "222222222222"));

    assertThat(
            VersionFindings.firstMoved(
                new Finding(List.of(2, 1), 1, 2, CLEAR),
                commits,
                Map.of(2, outcome(slower), 1, outcome(throughput(1.0)))))
        .containsExactly(new FirstMovedCommit("222222222222", "111111111111", slower));
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
    Judgement p99 = judged(JudgedOutcomes.GET_P99, 1.3, Verdict.FAILED, Reason.BEYOND_BUDGET);
    Map<String, Outcome> ran = new LinkedHashMap<>();
    ran.put("org.rocksdb:rocksdbjni:9.1.0", outcome(throughput(1.2)));
    ran.put("org.rocksdb:rocksdbjni:10.2.1", outcome(throughput(0.88)));
    ran.put("org.rocksdb:rocksdbjni:10.10.1", outcome(throughput(1.0), p99));
    ran.put(
        "org.rocksdb:rocksdbjni:11.1.2",
        outcome(
            judged(Figure.Run.THROUGHPUT, 0.1, Verdict.NOT_CHECKED, Reason.ESTIMATED_ONLY),
            Judgement.notChecked(Figure.Run.THROUGHPUT, OLDEST, Reason.NO_BUDGET)));

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
