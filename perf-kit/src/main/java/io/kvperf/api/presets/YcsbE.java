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
 * {@code @YcsbE} declares YCSB core workload E: 95 % ascending scans of 1–100 entries (uniform), 5
 * % inserts, zipfian start keys (short ranges). As YCSB runs it with its default record: 23-byte
 * keys ({@code user} and up to 19 digits) and 1000-byte values (10 fields of 100 bytes); 1,000,000
 * records at full scale.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@KvPerfTest
@Workload(
    preloadOrder = PreloadOrder.RANDOM,
    preload = 1_000_000,
    keySize = 23,
    valueSize = 1000,
    order = KeyOrder.ZIPFIAN,
    mix = @Mix(gets = 0, scans = 95, inserts = 5),
    scanLength = 1,
    scanLengthMax = 100)
public @interface YcsbE {}
