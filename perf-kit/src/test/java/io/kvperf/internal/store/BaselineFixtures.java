package io.kvperf.internal.store;

import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.BaselineUpdate;
import io.kvperf.result.Environment;
import io.kvperf.result.ForkResult;
import io.kvperf.result.Metrics;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Fixed results for baseline tests: one iteration per fork, the sample metrics in every fork. */
public final class BaselineFixtures {
  public static final String CONTRACT = "com.example.GetContract#uniformGet";
  public static final Environment MACHINE =
      new Environment(
          new Environment.Machine("Linux", "amd64", "Test CPU", "L1d 32K", 2),
          new Environment.Jvm("Test JVM 17", List.of(), "G1", 1024));

  public static final PlanFingerprint PLAN = new PlanFingerprint("workload A; measurement M");
  public static final PlanFingerprint OTHER_PLAN = new PlanFingerprint("workload B; measurement M");

  /** A build of one gated figure, whose boundaries lie the fewest standard errors away. */
  public static final GatedFigures ONE_FIGURE = new GatedFigures(1);

  private BaselineFixtures() {}

  /** A result of one fork per score, without a reference. */
  public static PerfResult result(String engine, Environment machine, Double... forkScores) {
    return result(engine, "full", machine, forkScores);
  }

  /** A result of one fork per score, without a reference, at {@code scale}. */
  public static PerfResult result(
      String engine, String scale, Environment machine, Double... forkScores) {
    List<ForkResult> forks = new ArrayList<>();
    for (double score : forkScores) {
      forks.add(
          new ForkResult(
              new ThroughputResult(List.of(score)), Metrics.sample(), null, null, machine));
    }
    return PerfResult.ofForks(
        new PerfResult.Subject(CONTRACT, engine, Map.of(), scale, 1),
        forks,
        new PerfResult.Platform(List.of(), machine));
  }

  /** A skip-list result of one fork at 1 op/s with {@code metrics}. */
  public static PerfResult result(MetricsResult metrics) {
    return PerfResult.ofForks(
        new PerfResult.Subject(CONTRACT, "skiplist", Map.of(), "full", 1),
        List.of(new ForkResult(new ThroughputResult(List.of(1.0)), metrics, null, null, MACHINE)),
        new PerfResult.Platform(List.of(), MACHINE));
  }

  /** A result whose forks measured {@code {engine, reference}} ops/s each. */
  public static PerfResult referenced(double[]... forkScores) {
    List<ForkResult> forks =
        Arrays.stream(forkScores)
            .map(
                pair ->
                    new ForkResult(
                        new ThroughputResult(List.of(pair[0])),
                        Metrics.sample(),
                        new ThroughputResult(List.of(pair[1])),
                        Metrics.sample(),
                        MACHINE))
            .toList();
    return PerfResult.ofForks(
        new PerfResult.Subject(CONTRACT, "skiplist", Map.of(), "full", 1),
        forks,
        new PerfResult.Platform(List.of(), MACHINE));
  }

  /** Records {@code result} as an update at {@code time} would. */
  public static BaselineEntry record(BaselineStore store, PerfResult result, Instant time) {
    return record(store, result.contract(), result, time);
  }

  /** Records {@code result} as an update of {@code contractId}'s file at {@code time} would. */
  public static BaselineEntry record(
      BaselineStore store, String contractId, PerfResult result, Instant time) {
    try (LockedBaselineFile file = store.lock(contractId)) {
      BaselineEntry entry =
          BaselineUpdate.of(file.find(result), result, PLAN, time, Budgets.NONE, ONE_FIGURE)
              .entry();
      file.write(entry);
      return entry;
    }
  }
}
