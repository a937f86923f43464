package io.kvperf.contracts;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.Workload;

/** Gets of uniformly random keys from 100,000 entries on RocksDB and H2 MVStore, gated. */
@KvPerfContract
class UniformGetEnginesContract {

  @KvPerfTest
  @Engines(include = {"rocksdb", "h2-mvstore"})
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
  // Calibrated as SkipListGetContract, from five update runs: RocksDB's throughput supports a drop
  // of 11.6 % with 5 + 5 forks (beta 1.30, measured from the runs' drift), H2 MVStore's 9.5 %
  // (beta 1.08); earlier baselines, five runs over a noisier hour, supported 16.8 % and 10.8 %.
  // One budget for the contract, 17 %, keeps both inside what each calibration supported. 20
  // unchanged runs measured RocksDB at 0.953-1.025 and MVStore at 0.971-1.017 of their baselines,
  // all passed in the first round
  // (docs/records/2026-11-24-committed-gated-contracts-under-the-current-rule.md). Their p99s are
  // report-only: RocksDB's varied by 0.31 between forks of one run in the earlier baselines
  // (supported: 47 %). No GC pause budget: an unchanged run, with another build beside it,
  // measured a 62.7 ms young pause in a RocksDB fork (load stretches a pause's wall time);
  // allocation per operation is the GC figure that holds
  // (docs/records/2026-11-22-first-calibration.md).
  @Budget(throughputDrop = 17, allocationRise = 100)
  void uniformGet() {}
}
