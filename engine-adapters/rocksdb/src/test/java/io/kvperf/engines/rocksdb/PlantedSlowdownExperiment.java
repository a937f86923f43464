package io.kvperf.engines.rocksdb;

import io.kvperf.api.Budget;
import io.kvperf.api.EngineSetting;
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
 * What a comparison of two builds of a native engine detects: {@link PlantedRocksDbEngine} under
 * 100,000 entries of 16 B/100 B preloaded in random order, uniform gets with one in ten missing,
 * and a 3 % budget. Never in the build; after {@code mvn install -DskipTests}, from this module:
 *
 * <ul>
 *   <li>A/A: {@code mvn -o -B test -Dtest=PlantedSlowdownExperiment#uniformGets
 *       -Dsurefire.failIfNoSpecifiedTests=false -Dkvperf.experiment=planted -Dkvperf.scale=ci
 *       -Dkvperf.compare=this};
 *   <li>A slower by N ns a get: the same with {@code -Dkvperf.compare=/tmp/plantedB/} (a directory
 *       holding {@code kvperf-test-planted-nanos.txt} with {@code 0}) and {@code
 *       -Dkvperf.fork.jvmArgs=-Dkvperf.test.plantedNanosPerGet=N};
 *   <li>a bisect: {@code -Dkvperf.compare=org.rocksdb:rocksdbjni:FIRST,LAST
 *       -Dkvperf.compare.bisect=true -Dkvperf.fork.jvmArgs="-Dkvperf.test.plantedNanosPerGet=N
 *       -Dkvperf.test.plantedFromVersion=V"}.
 * </ul>
 *
 * <p>{@code #uniformGetsSettled} settles the store after the preload ({@code afterPreload =
 * settle}); {@code #uniformGetsLongerIterations} measures iterations twice as long; {@code
 * #uniformGetsByCpu} judges the operation thread's CPU time per get instead ({@code cpuPerOpRise});
 * {@code #uniformGetsOnePercentBudget} holds a change of about 2 % to a 1 % budget.
 */
@KvPerfContract
@EnabledIfSystemProperty(named = "kvperf.experiment", matches = "planted")
@Engines(include = "planted-rocksdb")
class PlantedSlowdownExperiment {
  @KvPerfTest
  @RandomPreloadUniformGets
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 3)
  void uniformGets() {}

  /** The same, the store settled (flushed and fully compacted) after the preload in every fork. */
  @KvPerfTest
  @RandomPreloadUniformGets
  @EngineSetting(engine = "planted-rocksdb", name = "afterPreload", value = "settle")
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 3)
  void uniformGetsSettled() {}

  /** The same, each measured iteration twice as long. */
  @KvPerfTest
  @RandomPreloadUniformGets
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "1s", forks = 5)
  @Budget(throughputDrop = 3)
  void uniformGetsLongerIterations() {}

  /** The same with a 1 % budget, for a planted change of about 2 %: a budget below the change. */
  @KvPerfTest
  @RandomPreloadUniformGets
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 1)
  void uniformGetsOnePercentBudget() {}

  /** The same, judged on the operation thread's CPU time per get instead of throughput. */
  @KvPerfTest
  @RandomPreloadUniformGets
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(cpuPerOpRise = 3)
  void uniformGetsByCpu() {}

  /** The workload of both methods. */
  @Target(ElementType.METHOD)
  @Retention(RetentionPolicy.RUNTIME)
  @Workload(
      preloadOrder = PreloadOrder.RANDOM,
      preload = 100_000,
      keySize = 16,
      valueSize = 100,
      seed = 46L,
      order = KeyOrder.UNIFORM,
      mix = @Mix(gets = 100, missingGets = 10),
      threads = 1)
  @interface RandomPreloadUniformGets {}
}
