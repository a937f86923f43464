package com.example.kv;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.Group;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Workload;
import io.kvperf.result.PerfResult;

/**
 * One writer beside three readers. The one lock costs readers throughput, but it must stay within
 * a tenth of the JDK's lock-free skip list, measured in the same run: a budget that needs no
 * baseline and so holds on any machine.
 */
@KvPerfContract
class SortedMapReadersBesideAWriterContract {

  @KvPerfTest
  @Engines(include = "sorted-map")
  @Workload(
      preload = 50_000,
      groups = {
        @Group(name = "writer", mix = @Mix(gets = 0, updates = 100)),
        @Group(name = "readers", threads = 3, mix = @Mix(gets = 100))
      })
  @Measure(warmups = 2, warmupTime = "300ms", iterations = 3, iterationTime = "300ms", forks = 3)
  @Budget(relativeTo = "skiplist", atLeast = 0.1)
  void readersBesideAWriter(PerfResult result) {}
}
