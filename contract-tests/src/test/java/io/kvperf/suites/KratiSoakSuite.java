package io.kvperf.suites;

import io.kvperf.api.EngineSetting;
import io.kvperf.api.Engines;
import io.kvperf.api.Jvm;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.Soak;
import io.kvperf.api.presets.KratiReadWrite;
import org.junit.jupiter.api.Tag;

/**
 * The Krati seed's "1-Hour GC Summary" (Krati against Berkeley DB JE, LinkedIn 2010): its three
 * stores, JE, Krati's SimpleDataStore (its successor {@code krati-static}) and DynamicDataStore
 * ({@code krati}), under an hour of the seed's read and write load, 2.5 M keys of 30–36 bytes with
 * values of 0.5–2 KB, one writer rewriting random keys beside four readers getting random keys
 * ({@link KratiReadWrite}), summed up in the seed's shape, figure by figure, with its minutes as a
 * time series.
 *
 * <p>The seed's settings, as in {@link KratiSuite}: JVM {@code -Xmx16G}; JE transactional,
 * committing without sync, its cache at 50 % of the heap. The phase is one fork, without warm-up:
 * the store is preloaded, then measured for an hour at full scale, 18 s in the build (60 intervals
 * of 300 ms at its scale of 0.005), where it checks that every figure is there. The same hour on
 * other engines: {@code experiments/SoakExperiment}.
 */
// snippet:soak
@KvPerfContract
@Tag("seed-suite")
@Jvm("-Xmx16g")
@EngineSetting(engine = "bdb-je", name = "cachePercent", value = "50")
class KratiSoakSuite {
  @KratiReadWrite
  @Engines(include = {"bdb-je", "krati", "krati-static"})
  @Soak(time = "1h")
  void oneHourGcSummary() {}
}
// end-snippet:soak
