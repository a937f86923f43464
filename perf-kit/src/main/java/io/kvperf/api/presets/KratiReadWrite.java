package io.kvperf.api.presets;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Mix;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.Workload;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @KratiReadWrite} declares the Krati seed's read-and-write workload: 2,500,000 keys of
 * 30–36 bytes, values of 0.5–2 KB averaging 1 KB, preloaded, then random reads and writes, half
 * each (the seed ran readers beside one writer; a mix interleaves them in each thread), one thread.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@KvPerfTest
@Workload(
    preloadOrder = PreloadOrder.RANDOM,
    preload = 2_500_000,
    keySize = 30,
    keySizeMax = 36,
    valueSize = 512,
    valueSizeMax = 2048,
    valueSizeMean = 1024,
    order = KeyOrder.UNIFORM,
    mix = @Mix(gets = 50, updates = 50))
public @interface KratiReadWrite {}
