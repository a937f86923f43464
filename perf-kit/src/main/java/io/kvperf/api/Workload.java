package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Workload} declares what a contract does to the store: how many entries are preloaded
 * (before warm-up, not measured), their key and value sizes, the seed every key, value and choice
 * is derived from, the access order, the operation mix and the number of threads.
 *
 * <p>Put it on a {@link KvPerfTest} method, or on an annotation of your own to make a preset.
 * Invalid values fail the contract before any JVM is forked, naming the attribute and the value.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Workload {
  /** Entries written before warm-up; at least 1. */
  long preload();

  /**
   * Key size in bytes, 1–65536. The key's first bytes (up to 8) encode its index, so the preload
   * count must fit in them.
   */
  int keySize() default 16;

  /** Value size in bytes, 0–67108864 (64 MiB). */
  int valueSize() default 100;

  /** The seed of every key, value and random choice: the same seed gives the same run. */
  long seed() default 42L;

  /** How operations choose among the preloaded keys. */
  KeyOrder order() default KeyOrder.UNIFORM;

  /** The operation mix, in percent. */
  Mix mix() default @Mix;

  /** Threads issuing operations concurrently, 1–1024. */
  int threads() default 1;
}
