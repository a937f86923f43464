package io.kvperf.contracts.experiments;

import io.kvperf.api.EngineSetting;
import io.kvperf.api.Jvm;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.Soak;
import io.kvperf.api.Workload;
import io.kvperf.api.presets.KratiReadWrite;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The Krati seed's soak beyond the seed's own stores and hour: the same hour of one writer beside
 * four readers on any engine, and the seed's "5-Hour GC Summary" at 1 M keys. Never in the build,
 * where {@code suites/KratiSoakSuite} runs the seed's three stores; run (after {@code mvn install
 * -DskipTests}) with {@code mvn -o -B verify -pl contract-tests -Dkvperf.skipUnitTests
 * -Dit.test='SoakExperiment#oneHour' -Dkvperf.experiment=soak -Dkvperf.engines=rocksdb,…}, the
 * results in {@code contract-tests/results/}. Full scale unless {@code -Dkvperf.scale} says less.
 */
@KvPerfContract
@EnabledIfSystemProperty(named = "kvperf.experiment", matches = "soak")
@Jvm("-Xmx16g")
@EngineSetting(engine = "bdb-je", name = "cachePercent", value = "50")
class SoakExperiment {
  /** The seed's hour at 2.5 M keys, on the engines {@code kvperf.engines} names. */
  @KratiReadWrite
  @Soak(time = "1h")
  void oneHour() {}

  /** The seed's five hours at 1 M keys. */
  @KratiReadWrite
  @Workload(preload = 1_000_000)
  @Soak(time = "5h")
  void fiveHours() {}
}
