package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Mix} declares the operation mix of a {@link Workload} as percentages of all operations,
 * which must sum to 100; gets take whatever share the others leave unless set. So
 * {@code @Mix(updates = 5)} is 95 % gets and 5 % updates, and {@code @Mix(updates = 100)} updates
 * only. Each operation's type is drawn from the workload's seed.
 *
 * <p>Inserts add new keys, each thread its own; deletes remove the thread's oldest inserted key
 * still present (or a key that never existed when it has none), so that every get can still be
 * checked. Updates and read-modify-writes write a new version of a value; the version is stored in
 * the value's first 8 bytes (when every value has at least 16), so any thread can check any value.
 */
@Target({})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Mix {
  /**
   * Percent of operations that get a key and check its value; 0–100. By default ({@link #REST}),
   * what the other shares leave of 100.
   */
  int gets() default REST;

  /** The default of {@link #gets()}: 100 less the other shares. */
  int REST = -1;

  /** Percent of operations that overwrite an existing key with a new version; 0–100. */
  int updates() default 0;

  /** Percent of operations that insert a new key; 0–100. */
  int inserts() default 0;

  /** Percent of operations that delete a key the thread inserted; 0–100. */
  int deletes() default 0;

  /** Percent of operations that get a key, check it and write a new version of it; 0–100. */
  int readModifyWrites() default 0;

  /** Percent of operations that scan in ascending key order; 0–100. */
  int scans() default 0;

  /** Percent of operations that scan in descending key order; 0–100. */
  int reverseScans() default 0;

  /**
   * Percent of operations that read one entry, the next in key order, from the thread's own cursor
   * over the whole store, wrapping at its end, as a stream over a store's entries reads them (the
   * HestiaStore seed's "Stream" row); 0–100. Each thread's cursor starts at its own share of the
   * keys. The cursor is the engine's ascending scan, read ahead {@value
   * io.kvperf.api.Mix#CURSOR_READ_AHEAD} entries at a time, so the engine needs ascending scans;
   * inserts and deletes cannot run beside it.
   */
  int cursorReads() default 0;

  /** How many entries a cursor read fetches from the engine's scan at a time. */
  int CURSOR_READ_AHEAD = 256;

  /**
   * Percent of the <em>gets</em> that ask for a key that does not exist and expect no value; 0–100.
   * Needs keys of at least 9 bytes.
   */
  int missingGets() default 0;
}
