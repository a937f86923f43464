package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Mix} declares the operation mix of a {@link Workload} as percentages of all operations,
 * which must sum to 100. Each operation's type is drawn from the workload's seed.
 */
@Target({})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Mix {
  /** Percent of operations that get a preloaded key and check the value; 0–100. */
  int gets() default 100;

  /** Percent of operations that put (overwrite) a preloaded key with its value; 0–100. */
  int puts() default 0;
}
