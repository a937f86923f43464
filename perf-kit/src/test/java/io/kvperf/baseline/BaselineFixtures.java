package io.kvperf.baseline;

import io.kvperf.result.Environment;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import java.util.List;
import java.util.Map;

/** Fixed results for baseline tests. */
final class BaselineFixtures {
  static final String CONTRACT = "com.example.GetContract#uniformGet";
  static final Environment MACHINE =
      new Environment("Linux", "amd64", "Test CPU", 2, "Test JVM 17");

  static final PlanFingerprint PLAN = new PlanFingerprint("workload A; measurement M");
  static final PlanFingerprint OTHER_PLAN = new PlanFingerprint("workload B; measurement M");

  private BaselineFixtures() {}

  static PerfResult result(String engine, Environment machine, Double... scores) {
    return result(engine, "full", machine, scores);
  }

  static PerfResult result(String engine, String scale, Environment machine, Double... scores) {
    return new PerfResult(
        CONTRACT,
        engine,
        Map.of(),
        scale,
        1,
        new ThroughputResult(List.of(scores)),
        io.kvperf.result.Metrics.sample(),
        List.of(),
        machine);
  }
}
