package io.kvperf.api.presets;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @HestiaSequentialRead} declares the HestiaStore seed's sequential-read workload:
 * 10,000,000 entries preloaded from seed 324432, then single-threaded gets walking the keys in the
 * order they were written, from the first to the last and around again, measured as the seed did
 * (10 warm-ups and 25 iterations of 20 s, one fork, no same-run reference).
 *
 * <p>The seed does not state key and value sizes. Its table shows RocksDB and LevelDB occupying
 * 32–36 bytes per entry for 10 M entries, which fits its hashed string keys and long values: this
 * preset uses 24-byte keys and 8-byte values.
 *
 * <p>Preloaded in random order, as the seed's hashed keys are written, and read in the same order
 * ({@link KeyOrder#SEQUENTIAL} follows the preload): like the seed's, the walk is random in key
 * order, not a scan.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@KvPerfTest
@Workload(
    preloadOrder = PreloadOrder.RANDOM,
    preload = 10_000_000,
    keySize = 24,
    valueSize = 8,
    seed = 324432L,
    order = KeyOrder.SEQUENTIAL,
    mix = @Mix(gets = 100),
    threads = 1)
@Measure(
    warmups = 10,
    warmupTime = "20s",
    iterations = 25,
    iterationTime = "20s",
    forks = 1,
    reference = Reference.NONE)
public @interface HestiaSequentialRead {}
