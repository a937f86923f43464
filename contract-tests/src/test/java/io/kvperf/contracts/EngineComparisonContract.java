package io.kvperf.contracts;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;

/**
 * The HestiaStore seed's sequential-read comparison at a size CI affords: every engine on the class
 * path, 100,000 entries from the seed's seed, gets walking the keys in order. No budget: it reports
 * the comparison (in {@code results.md}) and gates nothing; run {@code @HestiaSequentialRead} for
 * the seed's full 10 M entries.
 */
@KvPerfContract
class EngineComparisonContract {

  @KvPerfTest
  @Workload(
      preload = 100_000,
      keySize = 24,
      valueSize = 8,
      seed = 324432L,
      order = KeyOrder.SEQUENTIAL,
      mix = @Mix(gets = 100),
      threads = 1)
  // Report-only: one fork per engine and no reference keep eleven engines within CI's time.
  @Measure(
      warmups = 2,
      warmupTime = "1s",
      iterations = 5,
      iterationTime = "1s",
      forks = 1,
      reference = Reference.NONE)
  void sequentialRead() {}
}
