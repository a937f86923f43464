package io.kvperf.api.presets;

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
 * {@code @HestiaStreamRead} declares the cursor variant of {@link HestiaSequentialRead}, the seed's
 * "HestiaStoreStream" row: the same 10,000,000 entries and measurement, but each operation reads
 * the next entry, in key order, from one cursor over the whole store ({@link Mix#cursorReads()}),
 * wrapping at the end. It needs an engine with ascending scans.
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
    mix = @Mix(gets = 0, cursorReads = 100),
    threads = 1)
@Measure(
    warmups = 10,
    warmupTime = "20s",
    iterations = 25,
    iterationTime = "20s",
    forks = 1,
    reference = Reference.NONE)
public @interface HestiaStreamRead {}
