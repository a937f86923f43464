package io.kvperf.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.PerfResult;
import io.kvperf.api.Workload;

/** Gets of uniformly random keys from 100,000 entries on the reference engine. */
@KvPerfContract
class SkipListGetContract {

  @KvPerfTest
  @Engines(include = "skiplist")
  @Workload(
      preload = 100_000,
      keySize = 16,
      valueSize = 100,
      seed = 324432L,
      order = KeyOrder.UNIFORM,
      mix = @Mix(gets = 100),
      threads = 1)
  @Measure(warmups = 3, warmupTime = "1s", iterations = 5, iterationTime = "1s")
  @Budget(throughputDrop = 40)
  void uniformGet(PerfResult result) {
    assertThat(result.throughput().iterations()).isEqualTo(5);
  }
}
