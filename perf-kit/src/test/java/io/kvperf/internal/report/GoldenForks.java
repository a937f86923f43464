package io.kvperf.internal.report;

import io.kvperf.api.Operation;
import io.kvperf.result.DiskUsage;
import io.kvperf.result.ForkResult;
import io.kvperf.result.GcObservation;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.LatencySummary;
import io.kvperf.result.MemorySnapshot;
import io.kvperf.result.MergedLatencies;
import io.kvperf.result.Metrics;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The measurements the golden run's deciders read, all fixed: forks of known throughput beside a
 * reference, and their metrics. Nothing here decides; {@link GoldenRun} hands these to the
 * deciders. Engine options hold one entry, so that their order cannot vary from JVM to JVM.
 */
final class GoldenForks {
  /** Log offsets of arm B's throughput from pair to pair: mean 0, standard deviation about 0.08. */
  private static final double[] NOISE = {
    0.08, -0.09, 0.05, -0.04, 0.11, -0.10, 0.02, -0.03, 0.07, -0.06, 0.12, -0.13, 0.01, -0.02, 0.09,
    -0.08
  };

  /** Each fork's p99 of gets, against the reference's 2 µs: a little spread between forks. */
  private static final long[] P99_NANOS = {2_000, 2_080, 1_960};

  private GoldenForks() {}

  /**
   * Three forks on a machine running at {@code speed}, the engine at {@code engine} times its usual
   * 100 ops/s against a reference of 200, with a little noise of their own; each fork's metrics
   * those of {@link #metrics} with {@code bytesPerOp} allocated and {@code storageBytes} written.
   */
  static PerfResult gated(
      String contract,
      String engineId,
      double speed,
      double engine,
      long bytesPerOp,
      long storageBytes) {
    double[][] forks = {
      {100 * speed * engine, 200 * speed},
      {104 * speed * engine, 204 * speed},
      {96 * speed * engine, 198 * speed}
    };
    List<ForkResult> all = new ArrayList<>();
    for (int i = 0; i < forks.length; i++) {
      all.add(fork(forks[i], metrics(P99_NANOS[i], bytesPerOp, storageBytes)));
    }
    return result(contract, engineId, all);
  }

  /**
   * Arm A's and arm B's forks of {@code pairs} pairs: A at {@code ratio} of B, B with the noise
   * scaled by {@code noiseScale}, the machine's speed moving both from pair to pair.
   */
  static List<PerfResult> armPairs(
      String contract, String engineId, int pairs, double ratio, double noiseScale) {
    List<ForkResult> a = new ArrayList<>();
    List<ForkResult> b = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      double machine = 1 + 0.3 * (i % 3);
      a.add(fork(new double[] {1_000_000 * machine * ratio, 900_000 * machine}, Metrics.sample()));
      b.add(
          fork(
              new double[] {
                1_000_000 * machine * Math.exp(noiseScale * NOISE[i]), 900_000 * machine
              },
              Metrics.sample()));
    }
    return List.of(result(contract, engineId, a), result(contract, engineId, b));
  }

  /**
   * Three forks that timed scans and reverse scans, each type at 0.5, 1 and 1.5 times the means
   * given (ns) per fork: {@code {scan, reverse scan}}.
   */
  static PerfResult scans(String contract, String engineId, long[]... scanAndReverseNanos) {
    List<ForkResult> forks = new ArrayList<>();
    for (int i = 0; i < scanAndReverseNanos.length; i++) {
      long[] means = scanAndReverseNanos[i];
      forks.add(
          fork(
              new double[] {5_000 + 100 * i, 10_000},
              Metrics.timed(
                  Map.of(
                      Operation.SCAN,
                      spread(means[0]),
                      Operation.REVERSE_SCAN,
                      spread(means[1])))));
    }
    return result(contract, engineId, forks);
  }

  /** One fork per score, each beside a reference at twice the score, with the sample metrics. */
  static PerfResult scored(String contract, String engineId, double... scores) {
    List<ForkResult> forks = new ArrayList<>();
    for (double score : scores) {
      forks.add(fork(new double[] {score, 2 * score}, Metrics.sample()));
    }
    return result(contract, engineId, forks);
  }

  private static long[] spread(long meanNanos) {
    return new long[] {meanNanos / 2, meanNanos, meanNanos * 3 / 2};
  }

  /**
   * One measured iteration of 1,000 gets: p99 {@code p99Nanos}, {@code bytesPerOp} allocated per
   * operation by the operation thread, {@code storageBytes} written to storage, one pause of 3 ms.
   */
  static MetricsResult metrics(long p99Nanos, long bytesPerOp, long storageBytes) {
    List<Long> pauses = List.of(3_000_000L);
    LatencySummary get = new LatencySummary(1000, 1000, 1500, p99Nanos, 5000, 9000, 12_000);
    IterationMetrics iteration =
        new IterationMetrics(
            1,
            1000,
            1_000_000_000L,
            Metrics.probes(1000 * bytesPerOp, storageBytes),
            new MemorySnapshot(10 << 20, 0, 0, 50 << 20),
            new IterationMetrics.Latencies(Map.of(Operation.GET, get), Map.of(), Map.of()),
            new IterationMetrics.Recorded(pauses, Map.of(), Map.of()));
    return new MetricsResult(
        List.of(iteration),
        new MergedLatencies(Map.of(Operation.GET, get), Map.of(), Map.of(), Map.of()),
        new GcObservation(0, 10, pauses),
        new DiskUsage(0, 0),
        0);
  }

  /** A fork of one iteration at {@code scores[0]} beside a reference iteration at {@code [1]}. */
  private static ForkResult fork(double[] scores, MetricsResult metrics) {
    return new ForkResult(
        new ThroughputResult(List.of(scores[0])),
        metrics,
        new ThroughputResult(List.of(scores[1])),
        Metrics.sample(),
        ReportFixtures.MACHINE);
  }

  private static PerfResult result(String contract, String engineId, List<ForkResult> forks) {
    return PerfResult.ofForks(
        new PerfResult.Subject(contract, engineId, Map.of("cache", "8 MB"), "ci", 1),
        forks,
        new PerfResult.Platform(List.of("-Xmx1g"), ReportFixtures.MACHINE));
  }
}
