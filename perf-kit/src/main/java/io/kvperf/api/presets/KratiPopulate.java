package io.kvperf.api.presets;

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
 * {@code @KratiPopulate} declares the Krati seed's populate workload: 2,500,000 keys of 30–36
 * bytes, values of 0.5–2 KB averaging 1 KB, inserted into a store that starts empty (measured as
 * inserts per second while it grows), one thread.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@KvPerfTest
@Workload(
    preloadOrder = PreloadOrder.RANDOM,
    preload = 0,
    keySize = 30,
    keySizeMax = 36,
    valueSize = 512,
    valueSizeMax = 2048,
    valueSizeMean = 1024,
    mix = @Mix(gets = 0, inserts = 100))
public @interface KratiPopulate {}
