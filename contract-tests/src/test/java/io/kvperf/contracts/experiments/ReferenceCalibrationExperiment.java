package io.kvperf.contracts.experiments;

import io.kvperf.api.Engines;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Which reference calibrates best: the gated contracts' workload on the skip list, RocksDB and H2
 * MVStore, once with the skip-list reference and once with the kernel, in the same run. Each update
 * run prints a {@code calibration of …} line per engine, figure and reference; compare σ fork, σ
 * run and the smallest supported tolerance. Never in the build; run (after {@code mvn install
 * -DskipTests}), a few minutes apart, with {@code mvn -o -B -pl contract-tests verify -Dtest=NONE
 * -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=ReferenceCalibrationExperiment
 * -Dkvperf.experiment=reference -Dkvperf.baseline=update -Dkvperf.baseline.dir=target/reference}.
 */
@KvPerfContract
@EnabledIfSystemProperty(named = "kvperf.experiment", matches = "reference")
@Engines(include = {"skiplist", "rocksdb", "h2-mvstore"})
class ReferenceCalibrationExperiment {
  /** The gated contracts' workload, for both methods. */
  @Target(ElementType.METHOD)
  @Retention(RetentionPolicy.RUNTIME)
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
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  void skipListReference() {}

  @KvPerfTest
  @UniformGets
  @Measure(
      warmups = 2,
      warmupTime = "500ms",
      iterations = 4,
      iterationTime = "500ms",
      forks = 5,
      reference = Reference.KERNEL)
  void kernelReference() {}
}
