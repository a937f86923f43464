package io.kvperf.internal.arms;

import io.kvperf.api.Operation;
import io.kvperf.internal.account.Account;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.result.Environment;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Metrics;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import io.kvperf.result.ThroughputResult;
import io.kvperf.result.Verdict;
import java.util.List;
import java.util.Map;

/**
 * Comparisons with the oldest build already judged, with no fork: what the tests of a bisect and a
 * sweep give them, for their search and findings to read.
 */
final class JudgedOutcomes {
  /** The build every comparison is against. */
  static final String OLDEST = "org.rocksdb:rocksdbjni:9.0.1";

  private static final PerfResult RESULT =
      new PerfResult(
          new PerfResult.Subject("a.C#get", "rocksdb", Map.of(), "full", 1),
          new ThroughputResult(List.of(1_000.0, 1_000.0, 1_000.0)),
          Metrics.sample(),
          List.of(),
          new PerfResult.Platform(
              List.of(),
              new Environment(
                  new Environment.Machine("Linux", "amd64", "CPU", "", 2),
                  new Environment.Jvm("JVM 17", List.of(), "G1", 1024))));

  /** The p99 latency of gets. */
  static final Figure GET_P99 =
      new Figure.Measured(MetricKey.of(Operation.GET, Statistic.P99_LATENCY));

  private JudgedOutcomes() {}

  /**
   * {@code figure} at {@code ratio} of the oldest build, judged {@code verdict} for {@code reason}
   * against a 10 % budget.
   */
  static Judgement judged(Figure figure, double ratio, Verdict verdict, Reason reason) {
    return new Judgement(
        figure,
        new Judgement.Compared(Basis.OTHER_BUILD, OLDEST),
        new Estimate(ratio, ratio - 0.05, ratio + 0.05),
        Limits.budget(figure.higherIsBetter() ? 0.9 : 1.1),
        Step.PAIRS,
        verdict,
        reason);
  }

  /** A comparison that judged {@code judgements}. */
  static Outcome outcome(Judgement... judgements) {
    return new Outcome(List.of(judgements), Account.EMPTY, RESULT);
  }

  /** Throughput at {@code ratio} of the oldest build: FAILED below 0.9, else PASSED. */
  static Judgement throughput(double ratio) {
    return judged(
        Figure.Run.THROUGHPUT,
        ratio,
        ratio < 0.9 ? Verdict.FAILED : Verdict.PASSED,
        ratio < 0.9 ? Reason.BEYOND_BUDGET : Reason.WITHIN_BUDGET);
  }
}
