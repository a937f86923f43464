package io.kvperf.contracts.experiments;

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
 * How sharply a comparison of two builds sees a change on the native engines: 100,000 entries of 16
 * B/100 B preloaded in random order, uniform gets with one in ten missing, a 3 % budget. Never in
 * the build; run (after {@code mvn install -DskipTests}) with {@code mvn -o -B verify -pl
 * contract-tests -Dkvperf.skipUnitTests -Dit.test=NativeSensitivityExperiment
 * -Dkvperf.experiment=sensitivity -Dkvperf.scale=ci -Dkvperf.engines=rocksdb -Dkvperf.compare=this}
 * (with {@code -Dkvperf.compare.mode=forks} or {@code jvm}), and read each verdict's σ per pair,
 * pairs and time.
 */
@KvPerfContract
@EnabledIfSystemProperty(named = "kvperf.experiment", matches = "sensitivity")
@Engines(include = {"rocksdb", "lmdb", "leveldb-jni", "skiplist", "h2-mvstore"})
class NativeSensitivityExperiment {
  @KvPerfTest
  @RandomPreloadUniformGets
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 3)
  void randomPreloadUniformGets() {}

  /** The same, its iterations four times as long. */
  @KvPerfTest
  @RandomPreloadUniformGets
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "2s", forks = 5)
  @Budget(throughputDrop = 3)
  void longerIterations() {}

  /** The same, four times as many iterations. */
  @KvPerfTest
  @RandomPreloadUniformGets
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 16, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 3)
  void moreIterations() {}

  /**
   * The first, each store settled after its preload (a full compaction where the engine has one).
   */
  @KvPerfTest
  @RandomPreloadUniformGets
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 3)
  @EngineSetting(engine = "rocksdb", name = "afterPreload", value = "settle")
  @EngineSetting(engine = "leveldb-jni", name = "afterPreload", value = "settle")
  @EngineSetting(engine = "lmdb", name = "afterPreload", value = "settle")
  @EngineSetting(engine = "h2-mvstore", name = "afterPreload", value = "settle")
  @EngineSetting(engine = "skiplist", name = "afterPreload", value = "settle")
  void settled() {}

  /**
   * The gated {@code UniformGetEnginesContract}'s workload (key-order preload, every key present,
   * its seed) on the five engines, for σ per pair on a gated contract's shape.
   */
  @KvPerfTest
  @Workload(
      preloadOrder = PreloadOrder.KEY_ORDER,
      preload = 100_000,
      keySize = 16,
      valueSize = 100,
      seed = 324432L,
      order = KeyOrder.UNIFORM,
      mix = @Mix(gets = 100),
      threads = 1)
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 3)
  void gatedShape() {}

  /** The workload of every method but {@link #gatedShape}. */
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
