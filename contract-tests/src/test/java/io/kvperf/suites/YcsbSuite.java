package io.kvperf.suites;

import io.kvperf.api.Budget;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import io.kvperf.api.presets.YcsbA;
import io.kvperf.api.presets.YcsbB;
import io.kvperf.api.presets.YcsbC;
import io.kvperf.api.presets.YcsbD;
import io.kvperf.api.presets.YcsbE;
import io.kvperf.api.presets.YcsbF;
import org.junit.jupiter.api.Tag;

/**
 * YCSB's core workloads A–F over 1 M records (1 KB values, random-order load), one thread, on every
 * engine that can run them (E scans, so it needs ordered engines). Measurement: 1 fork of 2
 * warm-ups and 3 iterations of 30 s at full scale, 300 ms in the build, with no same-run reference.
 */
@KvPerfContract
@Tag("seed-suite")
@Measure(
    warmups = 1,
    warmupTime = "30s",
    iterations = 2,
    iterationTime = "30s",
    forks = 1,
    reference = Reference.NONE)
class YcsbSuite {

  @YcsbA
  @Budget(allocationRise = SuiteBudgets.ALLOCATION_RISE_PERCENT)
  void updateHeavy() {}

  @YcsbB
  void readMostly() {}

  @YcsbC
  void readOnly() {}

  @YcsbD
  void readLatest() {}

  @YcsbE
  void shortRanges() {}

  @YcsbF
  @Budget(allocationRise = SuiteBudgets.ALLOCATION_RISE_PERCENT)
  void readModifyWrite() {}
}
