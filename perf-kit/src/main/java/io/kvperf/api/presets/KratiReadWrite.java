package io.kvperf.api.presets;

import io.kvperf.api.Group;
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
 * 30–36 bytes, values of 0.5–2 KB averaging 1 KB, preloaded in random order, then one writer
 * rewriting random keys beside readers getting random keys, each a thread group, as the seed ran
 * them ("get … /reader/ms"). The seed does not say how many readers: four here; make your own
 * preset for another count.
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
    groups = {
      @Group(name = "writer", mix = @Mix(gets = 0, updates = 100)),
      @Group(name = "readers", threads = 4, mix = @Mix(gets = 100))
    })
public @interface KratiReadWrite {}
