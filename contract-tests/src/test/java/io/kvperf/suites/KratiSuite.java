package io.kvperf.suites;

import io.kvperf.api.Budget;
import io.kvperf.api.EngineSetting;
import io.kvperf.api.Engines;
import io.kvperf.api.Jvm;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import io.kvperf.api.presets.KratiPopulate;
import io.kvperf.api.presets.KratiReadOnly;
import io.kvperf.api.presets.KratiReadWrite;
import io.kvperf.api.presets.KratiWriteOnly;
import org.junit.jupiter.api.Tag;

/**
 * The Krati seed (Krati against Berkeley DB JE, LinkedIn 2010): 2.5 M keys of 30–36 bytes with
 * values of 0.5–2 KB (1 KB on average), populated into an empty store, then write-only, read-only,
 * and one writer beside four readers, on every engine.
 *
 * <p>The seed's settings, kept at every scale: JVM {@code -Xmx16G}; JE transactional, committing
 * without sync, its cache at 50 % of the heap ({@code je.maxMemoryPercent=50}, 8 GB: the seed's
 * cache held all 2.5 GB of data, and at smaller scales it holds all of it too). Krati's two stores
 * run as the engines {@code krati} (DynamicDataStore) and {@code krati-static} (SimpleDataStore's
 * successor, StaticDataStore), both on memory segments.
 *
 * <p>Measurement: the seed ran each phase for an hour; this suite measures 1 fork of 1 warm-up and
 * 2 iterations of 60 s at full scale, 300 ms in the build, with no same-run reference. The populate
 * is bounded by its count instead: it inserts the 2.5 M keys into the empty store in a seeded
 * random order (the seed's "random write"), in 5 timed iterations of 500,000 inserts and no
 * warm-up, so the store holds exactly the seed's keys when it ends and each iteration shows the
 * rate at its size (12,500 keys in 5 × 2,500 in the build).
 */
@KvPerfContract
@Tag("seed-suite")
@Jvm("-Xmx16g")
@EngineSetting(engine = "bdb-je", name = "cachePercent", value = "50")
@Measure(
    warmups = 1,
    warmupTime = "60s",
    iterations = 2,
    iterationTime = "60s",
    forks = 1,
    reference = Reference.NONE)
class KratiSuite {

  /**
   * Iterations of 500,000 inserts each, however long they take: the class's times are unused, and
   * written out as 1 s only so that its plan, and so its baselines, stay as recorded.
   */
  @KratiPopulate
  @Measure(
      iterations = 5,
      warmups = 0,
      operations = 500_000,
      warmupTime = "1s",
      iterationTime = "1s")
  @Budget(allocationRise = SuiteBudgets.ALLOCATION_RISE_PERCENT)
  void populate() {}

  /** Report-only: its allocation is not steady across CPUs ({@link SuiteBudgets}). */
  @KratiWriteOnly
  void writeOnly() {}

  @KratiReadOnly
  void readOnly() {}

  @KratiReadWrite
  void readWhileWriting() {}

  /**
   * The seed's headline as a ratio budget: beside one writer, Krati's readers outrun JE's (seed:
   * 200 against 45 gets per reader per ms, 4.4×). The ratio is of the whole fork's operations, the
   * four readers' and the writer's, measured with three forks of each engine interleaved; at least
   * 2× is required, half the seed's figure (measured:
   * docs/records/2026-11-23-seed-suites-budgets.md).
   */
  @KratiReadWrite
  @Engines(include = "krati")
  @Measure(forks = 3)
  @Budget(relativeTo = "bdb-je", atLeast = 2, allocationRise = SuiteBudgets.ALLOCATION_RISE_PERCENT)
  void kratiReadsBesideAWriterOutrunJe() {}
}
