package io.kvperf.contracts.experiments;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * How long a comparison of two builds takes to decide a 10 % budget on an engine that compares in
 * pairs of forks (at most 90 s at ci scale is the aim; measured:
 * docs/records/2026-11-25-ab-shorter-warm-up-floor.md): {@code UniformGetEnginesContract}'s
 * workload (as {@link ReferenceCalibrationExperiment} declares it) and measurement on RocksDB, its
 * budget 10 % instead of 17 %. Never in the build; run (after {@code mvn install -DskipTests}) with
 * {@code mvn -o -B verify -pl contract-tests -Dkvperf.skipUnitTests
 * -Dit.test=TenPercentDecisionExperiment -Dkvperf.experiment=decision -Dkvperf.scale=ci
 * -Dkvperf.compare=this}, and read the verdict's pairs and the run's time.
 */
@KvPerfContract
@EnabledIfSystemProperty(named = "kvperf.experiment", matches = "decision")
@Engines(include = "rocksdb")
class TenPercentDecisionExperiment {
  @KvPerfTest
  @ReferenceCalibrationExperiment.UniformGets
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 10)
  void uniformGet() {}
}
