package com.example.kv;

import static io.kvperf.assertj.PerfAssertions.assertThat;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Workload;
import io.kvperf.result.PerfResult;

/** Point gets on the sorted map, gated against this project's recorded baseline. */
@KvPerfContract
class SortedMapGetContract {

  @KvPerfTest
  @Engines(include = "sorted-map")
  @Workload(preload = 100_000, keySize = 16, valueSize = 100, mix = @Mix(gets = 100))
  @Measure(warmups = 2, warmupTime = "300ms", iterations = 4, iterationTime = "300ms", forks = 3)
  @Budget(throughputDrop = 20, p99Rise = 30, allocationRise = 100)
  void uniformGets(PerfResult result) {
    assertThat(result).throughput().isGreaterThan(10_000.0);
  }
}
