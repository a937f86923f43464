package io.kvperf.internal.report;

import io.kvperf.api.Operation;
import io.kvperf.internal.account.Finding;
import io.kvperf.internal.account.Finding.FirstMovedCommit;
import io.kvperf.internal.account.Finding.FirstMovedVersion;
import io.kvperf.internal.account.Finding.TopCause;
import io.kvperf.internal.account.Finding.WorstVersion;
import io.kvperf.result.Environment;
import io.kvperf.result.Figure;
import io.kvperf.result.ForkResult;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Metrics;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import io.kvperf.result.ThroughputResult;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Fixed results for the report tests. */
final class ReportFixtures {
  static final Environment MACHINE =
      new Environment(
          new Environment.Machine("Linux", "amd64", "Test CPU", "L1d 32K", 2),
          new Environment.Jvm("JVM 17", List.of(), "G1", 1024));

  static final MeasurementSummary MEASUREMENT =
      new MeasurementSummary(
          2,
          500,
          4,
          500,
          new ForkJvm("/jdk/bin/java", "17.0.15", "Test VM", "17.0.15+6"),
          0,
          false);

  private ReportFixtures() {}

  /** A result of one pooled fork-less throughput, as older results had. */
  static PerfResult pooled(String contract, String engine, Double... scores) {
    return new PerfResult(
        new PerfResult.Subject(contract, engine, Map.of(), "full", 1),
        new ThroughputResult(List.of(scores)),
        Metrics.sample(),
        List.of(),
        new PerfResult.Platform(List.of(), MACHINE));
  }

  /**
   * A result of {@code forks} forks on {@code threads} threads, each fork's four iterations at
   * {@code level} times 0.98, 1.0, 1.0, 1.02 and its reference at twice the level.
   */
  static PerfResult forked(String contract, String engine, int threads, int forks, double level) {
    return forked(contract, engine, threads, forks, level, MACHINE);
  }

  /** {@link #forked} on {@code machine}. */
  static PerfResult forked(
      String contract, String engine, int threads, int forks, double level, Environment machine) {
    List<ForkResult> all = new ArrayList<>();
    for (int i = 0; i < forks; i++) {
      double fork = level * (1 + 0.01 * i);
      all.add(
          new ForkResult(
              new ThroughputResult(List.of(fork * 0.98, fork, fork, fork * 1.02)),
              Metrics.sample(),
              new ThroughputResult(List.of(2 * fork, 2 * fork, 2 * fork, 2 * fork)),
              Metrics.sample(),
              machine));
    }
    return PerfResult.ofForks(
        new PerfResult.Subject(contract, engine, Map.of("cache", "8 MB"), "ci", threads),
        all,
        new PerfResult.Platform(List.of("-Xmx1g"), machine));
  }

  /**
   * A CPU's model as a committed baseline could carry it, or a machine could report it: an HTML
   * comment, a mention of a team and an image from anywhere, were it rendered as Markdown.
   */
  static final String INJECTING_CPU = "x <!-- @org/team ![](https://host/p.png)";

  /** {@link #INJECTING_CPU} as Markdown's plain text. */
  static final String INJECTING_CPU_ESCAPED =
      "x \\<\\!-- @&#8203;org/team \\!\\[\\](https://host/p.png)";

  /** A machine whose CPU's model is {@link #INJECTING_CPU}. */
  static final Environment INJECTING_MACHINE =
      new Environment(
          new Environment.Machine("Linux", "amd64", INJECTING_CPU, "L1d 32K", 2),
          new Environment.Jvm("JVM 17", List.of(), "G1", 1024));

  /**
   * A judgement of allocation, which holds across CPUs, that held against the baseline of {@link
   * #INJECTING_CPU}.
   */
  static Judgement allocationAgainstInjectingCpu() {
    return new Judgement(
        new Figure.Measured(MetricKey.of(Statistic.ALLOCATION_PER_OP)),
        new Judgement.Compared(Basis.OTHER_CPU_BASELINE, INJECTING_CPU),
        new Estimate(1.02, 0.98, 1.06),
        new Limits(1.1, 1.1, Double.NaN),
        Step.FIRST_LOOK,
        Verdict.PASSED,
        Reason.WITHIN_BUDGET);
  }

  /**
   * A sweep's version that could not run: its native library needs a newer glibc than this
   * machine's.
   */
  static Judgement versionThatCouldNotRun() {
    return Judgement.couldNotRun(
        "org.rocksdb:rocksdbjni:10.10.1",
        "org.rocksdb:rocksdbjni:9.0.1",
        new IllegalStateException(
            "arm A (org.rocksdb:rocksdbjni:10.10.1): engine 'rocksdb' failed in its forked JVM:"
                + " java.lang.UnsatisfiedLinkError: /tmp/librocksdbjni.so: /lib/libc.so.6: version"
                + " `GLIBC_2.38' not found\nfork output:\n  <failure>"));
  }

  /** A row of {@code result} with {@code judgements}, its account rendered from them. */
  static ReportRow judged(PerfResult result, List<Judgement> judgements) {
    return new ReportRow(
        result,
        InvocationVerdict.of(judgements),
        judgements,
        JudgementText.account(judgements, "detail"),
        Double.NaN,
        MEASUREMENT,
        ReportRow.Shown.NOTHING);
  }

  /**
   * A bisect's finding, as the one that named rocksdbjni 9.1.0: the first version that moved, 24.7
   * % slower than 9.0.1, the oldest, which is also the last that did not.
   */
  static Finding firstMovedVersion() {
    return new FirstMovedVersion(
        "9.1.0",
        "9.0.1",
        throughputFailed("org.rocksdb:rocksdbjni:9.0.1", new Estimate(0.753, 0.730, 0.777), 0.9));
  }

  /**
   * A commit bisect's finding: 3f2a9c1d0b4e, the first commit that moved, 11.2 % slower than the
   * known-good commit; its parent, 0a1b2c3d4e5f, did not move.
   */
  static Finding firstMovedCommit() {
    return new FirstMovedCommit(
        "3f2a9c1d0b4e",
        "0a1b2c3d4e5f",
        throughputFailed("git:9e8d7c6b5a49", new Estimate(0.888, 0.861, 0.916), 0.95));
  }

  /** Throughput at {@code change} of {@code against}, FAILED by pairs against a {@code limit}. */
  private static Judgement throughputFailed(String against, Estimate change, double limit) {
    return new Judgement(
        Figure.Run.THROUGHPUT,
        new Judgement.Compared(Basis.OTHER_BUILD, against),
        change,
        new Limits(limit, limit, Double.NaN),
        Step.PAIRS,
        Verdict.FAILED,
        Reason.BEYOND_BUDGET);
  }

  /** A sweep's finding: rocksdbjni 10.2.1's get p99 rose 31 % against 9.0.1, the first version. */
  static Finding worstVersion() {
    return new WorstVersion(
        "org.rocksdb:rocksdbjni:10.2.1",
        new Judgement(
            new Figure.Measured(MetricKey.of(Operation.GET, Statistic.P99_LATENCY)),
            new Judgement.Compared(Basis.OTHER_BUILD, "org.rocksdb:rocksdbjni:9.0.1"),
            new Estimate(1.31, 1.22, 1.40),
            new Limits(1.2, 1.2, Double.NaN),
            Step.PAIRS,
            Verdict.FAILED,
            Reason.BEYOND_BUDGET));
  }

  /** A dossier's finding: A spends 12.3 points more of its CPU in librocksdbjni.so than B. */
  static Finding topCause() {
    return new TopCause(
        new ProfileMove(
            ProfileMove.Kind.LIBRARY,
            "librocksdbjni.so",
            "librocksdbjni.so",
            0.401,
            0.278,
            0.01,
            ProfileMove.Standing.HEADLINE));
  }

  /** {@code row} led by {@code findings}. */
  static ReportRow found(ReportRow row, List<Finding> findings) {
    return new ReportRow(
        row.result(),
        row.verdict(),
        row.judgements(),
        row.account(),
        row.baselineOpsPerSecond(),
        row.measurement(),
        new ReportRow.Shown(
            row.shown().gateScores(),
            row.shown().armEstimates(),
            row.shown().profileMoves(),
            row.shown().flameGraph(),
            findings));
  }

  static ReportRow row(PerfResult result, Verdict verdict, double baseline) {
    return new ReportRow(
        result,
        new InvocationVerdict(verdict, reasonOf(verdict)),
        List.of(),
        verdict + " because",
        baseline,
        MEASUREMENT,
        ReportRow.Shown.NOTHING);
  }

  /** A plausible reason for {@code verdict}. */
  static Reason reasonOf(Verdict verdict) {
    return switch (verdict) {
      case PASSED -> Reason.WITHIN_BUDGET;
      case FAILED -> Reason.BEYOND_BUDGET;
      case INCONCLUSIVE -> Reason.UNDECIDED;
      case NOT_CHECKED -> Reason.NO_BASELINE;
      case UPDATED -> Reason.RECORDED;
      case OFF -> Reason.BASELINES_OFF;
    };
  }
}
