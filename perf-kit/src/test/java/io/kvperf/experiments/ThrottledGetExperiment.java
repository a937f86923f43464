package io.kvperf.experiments;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.Workload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The gate's detection experiment: {@code SkipListGetContract}'s workload and measurement on the
 * {@code throttled} test engine, whose extra work per operation is set by {@code
 * -Dkvperf.fork.jvmArgs=-Dkvperf.test.extraCostPercent=N}. Its budget is 10 %, the outside
 * project's of the quiet-window scenario (docs/records/2026-11-24-quiet-window-baselines.md); what
 * it detects under the rule in force: docs/records/2026-11-26-detection-under-the-builds-own-z.md.
 * Run only by {@code scripts/gate-detection.sh}, never in the build.
 */
@KvPerfContract
@EnabledIfSystemProperty(named = "kvperf.experiment", matches = "gate")
@Engines(include = "throttled")
@Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
class ThrottledGetExperiment {
  /** The workload of both methods: {@code SkipListGetContract}'s. */
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.METHOD)
  @Workload(
      preloadOrder = PreloadOrder.KEY_ORDER,
      preload = 100_000,
      keySize = 16,
      valueSize = 100,
      seed = 324432L,
      order = KeyOrder.UNIFORM,
      mix = @Mix(gets = 100),
      threads = 1)
  @interface UniformGets {}

  @KvPerfTest
  @UniformGets
  @Budget(throughputDrop = 10)
  void uniformGet() {}

  /**
   * The same, with a budget of 5 %: what a contract declares to catch a 10 % regression every time
   * in a comparison of two builds, whose FAILED needs the estimate beyond the budget (docs/ab.md,
   * "Figures").
   */
  @KvPerfTest
  @UniformGets
  @Budget(throughputDrop = 5)
  void uniformGetWithinFivePercent() {}
}
