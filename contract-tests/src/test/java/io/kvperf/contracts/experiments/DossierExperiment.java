package io.kvperf.contracts.experiments;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Workload;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Regressions that engines shipped, compared as version sweeps so that a FAILED comparison gets its
 * regression dossier. Never in the build; run (after {@code mvn install -DskipTests}) with {@code
 * mvn -o -B verify -pl contract-tests -Dkvperf.skipUnitTests -Dit.test='DossierExperiment#…'
 * -Dkvperf.experiment=dossier -Dkvperf.scale=ci -Dkvperf.compare=group:artifact:old,new}, the
 * results in {@code contract-tests/results/}.
 */
@KvPerfContract
@EnabledIfSystemProperty(named = "kvperf.experiment", matches = "dossier")
class DossierExperiment {
  /**
   * Gets of which half ask for a key that is not there: RocksDB's JNI get turned a miss into a C++
   * exception thrown and caught from 9.1.0 until 10.10.1.
   */
  @KvPerfTest
  @Engines(include = "rocksdb")
  @Workload(
      preload = 100_000,
      keySize = 16,
      valueSize = 100,
      order = KeyOrder.UNIFORM,
      mix = @Mix(gets = 100, missingGets = 50),
      threads = 1)
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 10)
  void missingGets() {}

  /**
   * Updates only (puts of keys the store holds): lmdbjava 0.9.1 built each transaction's and each
   * put's flags through a stream pipeline where 0.9.0 had a loop.
   */
  @KvPerfTest
  @Engines(include = "lmdb")
  @Workload(
      preload = 100_000,
      keySize = 16,
      valueSize = 100,
      order = KeyOrder.UNIFORM,
      mix = @Mix(updates = 100),
      threads = 1)
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 10)
  void updates() {}

  /**
   * Gets of keys the store holds: each opens a read transaction, whose flags lmdbjava 0.9.1 also
   * built through a stream pipeline.
   */
  @KvPerfTest
  @Engines(include = "lmdb")
  @Workload(
      preload = 100_000,
      keySize = 16,
      valueSize = 100,
      order = KeyOrder.UNIFORM,
      mix = @Mix(gets = 100),
      threads = 1)
  @Measure(warmups = 2, warmupTime = "500ms", iterations = 4, iterationTime = "500ms", forks = 5)
  @Budget(throughputDrop = 5, allocationRise = 20)
  void gets() {}
}
