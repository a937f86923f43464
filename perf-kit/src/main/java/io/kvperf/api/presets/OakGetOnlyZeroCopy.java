package io.kvperf.api.presets;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Mix;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.api.Workload;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @OakGetOnlyZeroCopy} declares the Oak seed's zero-copy get-only workload: 5,000,000
 * entries of 100-byte keys and 1 KB values preloaded (5.5 GB written), then gets that read the
 * value in place (Oak's "zero copy"; engines without zero-copy reads are skipped), uniformly random
 * keys, one thread (the seed also ran 4, 8 and 12: make your own preset with {@code threads}).
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
    mix = @Mix(gets = 100),
    readMode = ReadMode.ZERO_COPY)
public @interface OakGetOnlyZeroCopy {}
