package io.kvperf.suites;

import io.kvperf.api.Engines;
import io.kvperf.api.Jvm;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.LatencyRatio;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.Reference;
import io.kvperf.api.Threads;
import io.kvperf.api.Workload;
import io.kvperf.api.presets.OakAscendingScan;
import io.kvperf.api.presets.OakDescendingScan;
import io.kvperf.api.presets.OakGetOnly;
import io.kvperf.api.presets.OakGetOnlyZeroCopy;
import io.kvperf.api.presets.OakPutOnly;
import org.junit.jupiter.api.Tag;

/**
 * The Oak seed (Oak against {@code ConcurrentSkipListMap}): 5 M random-order entries of 100-byte
 * keys and 1 KB values, then put-only, get-only (copying, and zero-copy where the engine has it),
 * and ascending and descending scans of 100 from random start keys, on every engine that can run
 * them. The seed gave both maps 16 GB of heap; so does this suite.
 *
 * <p>Threads: the seed ran 1, 4, 8 and 12, each workload a {@code @Threads} sweep here. On the
 * 2-core machines of the build, more threads than cores measure the scheduler, so the build runs
 * only 1 and 2 threads of each sweep ({@code kvperf.suites.threads}, default {@code 1,2}): every
 * workload on 1 thread and gets on 2 as well. {@code -Dkvperf.suites.threads=all} runs them all,
 * with {@code -Dkvperf.suites.scale=full}, where the results page says what they mean on the
 * machine that ran them.
 *
 * <p>Measurement: one fork per engine, no same-run reference (no budget here compares throughput
 * with a baseline, and allocation is not steady enough on put-only to gate: {@link SuiteBudgets});
 * 2 warm-up and 3 measured iterations of 20 s at full scale, 100 ms in the build.
 */
@KvPerfContract
@Tag("seed-suite")
@Jvm("-Xmx16g")
@Measure(
    warmups = 2,
    warmupTime = "20s",
    iterations = 3,
    iterationTime = "20s",
    forks = 1,
    reference = Reference.NONE)
class OakSuite {

  /** Report-only: its allocation is not steady across CPUs ({@link SuiteBudgets}). */
  @OakPutOnly
  @Threads({1, 4, 8, 12})
  void putOnly() {}

  @OakGetOnly
  @Threads({1, 2, 4, 8, 12})
  void getOnly() {}

  @OakGetOnlyZeroCopy
  @Threads({1, 4, 8, 12})
  void getOnlyZeroCopy() {}

  @OakAscendingScan
  @Threads({1, 4, 8, 12})
  void ascendingScan() {}

  @OakDescendingScan
  @Threads({1, 4, 8, 12})
  void descendingScan() {}

  /**
   * The seed's claim about the skip list, as a budget: a descending scan is far slower than an
   * ascending one, for each step back is a logarithmic search. Both directions run in one mix, so
   * each fork times them side by side and the machine's speed cancels in the ratio of their mean
   * latencies (three forks for its interval). The workload is {@link OakAscendingScan}'s with half
   * its scans reversed. Calibration and the bound's reason:
   * docs/records/2026-11-23-seed-suites-budgets.md.
   */
  @KvPerfTest
  @Engines(include = "skiplist")
  @Workload(
      preloadOrder = PreloadOrder.RANDOM,
      preload = 5_000_000,
      keySize = 100,
      valueSize = 1024,
      order = KeyOrder.UNIFORM,
      mix = @Mix(gets = 0, scans = 50, reverseScans = 50),
      scanLength = 100)
  @Measure(forks = 3)
  @LatencyRatio(of = Operation.REVERSE_SCAN, to = Operation.SCAN, atLeast = 1.5)
  void descendingScansSlowerOnTheSkipList() {}
}
