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
 * {@code @OakDescendingScan} declares the Oak seed's descending-scan workload: 5,000,000 entries of
 * 100-byte keys and 1 KB values preloaded (5.5 GB written), then descending scans of 100 entries
 * from random start keys, uniformly random keys, one thread (the seed also ran 4, 8 and 12: make
 * your own preset with {@code threads}).
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@KvPerfTest
@Workload(
    preloadOrder = PreloadOrder.RANDOM,
    preload = 5_000_000,
    keySize = 100,
    valueSize = 1024,
    order = KeyOrder.UNIFORM,
    mix = @Mix(gets = 0, reverseScans = 100),
    scanLength = 100)
public @interface OakDescendingScan {}
