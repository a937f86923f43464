package io.kvperf.suites;

import io.kvperf.api.KvPerfContract;
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
}
