package io.kvperf.contracts;

import static io.kvperf.assertj.PerfAssertions.assertThat;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.Workload;
import io.kvperf.result.PerfResult;

/** Gets of uniformly random keys from 100,000 entries on the reference engine. */
@KvPerfContract
class SkipListGetContract {

  @KvPerfTest
  @Engines(include = "skiplist")
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
  // Five forks, each measuring the skip list as a reference alternately with the engine; the gate
  // compares per-fork scores ln(engine) - beta ln(reference) with the stored runs. 12 % is what the
  // committed baseline's calibration supports with 5 + 5 forks, for throughput and the p99 of gets
  // (docs/records/2026-11-24-committed-gated-contracts-under-the-current-rule.md). A get allocates
  // nothing of its own, so doubling the operation thread's bytes per get, beyond an 8-byte slack,
  // fails. No GC pause budget: a pause's wall time stretches when the machine is busy.
  @Budget(throughputDrop = 12, p99Rise = 12, allocationRise = 100)
  void uniformGet(PerfResult result) {
    // A floor that holds on any machine: eight times below the slowest run seen here.
    assertThat(result).throughput().isGreaterThan(50_000.0);
    assertThat(result).allocationPerOp().isLessThan(16.0);
  }
}
