package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Workload} declares what a contract does to the store: how many entries are preloaded
 * (before warm-up, not measured), their key and value sizes, the seed every key, value and choice
 * is derived from, how keys are chosen, the operation mix, scans, the read mode and the number of
 * threads.
 *
 * <p>Put it on a {@link KvPerfTest} method, or on an annotation of your own to make a preset (the
 * kit's presets are in {@code io.kvperf.api.presets}). Counts are written at full scale; {@code
 * -Dkvperf.scale} scales the preload at run time. Invalid values fail the contract before any JVM
 * is forked, naming the attribute and the value.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Workload {
  /**
   * Value of {@link #preload()} or a {@code ...Max} or {@code ...Mean} attribute that is not set.
   */
  int UNSET = -1;

  /**
   * Entries written before warm-up; at least 1, or 0 when the mix only inserts and deletes (a
   * populate workload). Required: set here or by a preset.
   */
  long preload() default UNSET;

  /**
   * Key size in bytes, 1–65536; with {@link #keySizeMax()} the smallest key size. A key's first
   * bytes (up to 8) encode its index, so the preload count must fit in the smallest key.
   */
  int keySize() default 16;

  /** The largest key size in bytes, for keys of varying size; sizes are uniform in between. */
  int keySizeMax() default UNSET;

  /** Value size in bytes, 0–67108864 (64 MiB); with {@link #valueSizeMax()} the smallest. */
  int valueSize() default 100;

  /** The largest value size in bytes, for values of varying size. */
  int valueSizeMax() default UNSET;

  /**
   * The mean value size in bytes, strictly between {@link #valueSize()} and {@link
   * #valueSizeMax()}: sizes then follow {@code min + (max - min) * u^k} with {@code k} chosen to
   * give this mean. Unset: uniform between the two.
   */
  int valueSizeMean() default UNSET;

  /** The seed of every key, value and random choice: the same seed gives the same run. */
  long seed() default 42L;

  /** How operations choose their key. */
  KeyOrder order() default KeyOrder.UNIFORM;

  /** The zipfian constant for {@link KeyOrder#ZIPFIAN} and {@link KeyOrder#LATEST}, in (0, 1). */
  double zipfianConstant() default 0.99;

  /** For {@link KeyOrder#HOTSPOT}: the hot set's share of the preloaded keys, percent, (0, 100). */
  double hotKeys() default 20;

  /** For {@link KeyOrder#HOTSPOT}: the hot set's share of operations, percent, 0–100. */
  double hotOps() default 80;

  /** The operation mix, in percent. */
  Mix mix() default @Mix;

  /** Entries per scan, 1–1000000; with {@link #scanLengthMax()} the shortest. */
  int scanLength() default 100;

  /** The longest scan, for scans of varying length; lengths are uniform in between. */
  int scanLengthMax() default UNSET;

  /** How gets receive values. */
  ReadMode readMode() default ReadMode.COPY;

  /** Threads issuing operations concurrently, 1–1024. */
  int threads() default 1;

  /**
   * The order the preloaded keys are written in: a seeded {@link PreloadOrder#RANDOM} permutation
   * (the default), as the seeds and YCSB load, or {@link PreloadOrder#KEY_ORDER}, which shapes an
   * ordered store as no real load does (an LSM tree never compacts, a skip list lays its nodes out
   * in scan order).
   */
  PreloadOrder preloadOrder() default PreloadOrder.RANDOM;

  /**
   * Threads in groups, each with its own mix (one writer beside readers, say), instead of {@link
   * #threads()} threads all running {@link #mix()}; each group reports its own throughput and
   * latencies.
   */
  Group[] groups() default {};
}
