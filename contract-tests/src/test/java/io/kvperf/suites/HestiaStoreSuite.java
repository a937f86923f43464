package io.kvperf.suites;

import io.kvperf.api.KvPerfContract;
import io.kvperf.api.LatencyRatio;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Operation;
import io.kvperf.api.Workload;
import io.kvperf.api.presets.HestiaSequentialRead;
import io.kvperf.api.presets.HestiaStreamRead;
import org.junit.jupiter.api.Tag;

/**
 * The HestiaStore seed's sequential-read table: 10 M deterministic entries (seed 324432) of 24-byte
 * keys and 8-byte values, one thread, one get per operation walking the keys in their preload order
 * and wrapping at the end, measured as the seed's JMH run was (10 warm-ups and 25 iterations of 20
 * s, one fork), on every engine. In the build, 50,000 entries and 100 ms iterations.
 */
@KvPerfContract
@Tag("seed-suite")
class HestiaStoreSuite {

  @HestiaSequentialRead
  void sequentialGet() {}

  /** The seed's "Stream" row: one entry per operation from a cursor, on engines that scan. */
  @HestiaStreamRead
  void cursorRead() {}

  /**
   * The seed's claim, as a budget: reading a store as a stream is far faster than getting its keys
   * one by one. {@link HestiaStreamRead}'s and {@link HestiaSequentialRead}'s workload with half
   * the operations each, so each fork times both side by side and the machine's speed cancels in
   * the ratio of their mean latencies; three forks, for one GC pause timed in a cursor read of 50
   * ns moves its mean by microseconds; 3 warm-ups and 5 iterations of 20 s at full scale, not the
   * seed's 35, for the table comes from the two methods above. Calibration and the bound's reason:
   * docs/records/2026-11-23-seed-suites-budgets.md.
   */
  @HestiaSequentialRead
  @Workload(mix = @Mix(gets = 50, cursorReads = 50))
  @Measure(warmups = 3, iterations = 5, forks = 3)
  @LatencyRatio(of = Operation.GET, to = Operation.CURSOR_READ, atLeast = 1.5)
  void streamFasterThanGets() {}
}
