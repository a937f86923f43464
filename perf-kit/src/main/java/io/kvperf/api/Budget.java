package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Budget} declares how far a contract's results may move against the stored baseline of the
 * same contract, engine and machine before the build fails.
 *
 * <p>A regression fails only when it is both larger than the tolerance and statistically
 * significant (one-sided Welch t-test on the per-iteration scores, p &lt; 0.01), so that one noisy
 * iteration does not fail a build. Without a budget the comparison is reported, never failed.
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Budget {
  /** Value of an attribute that sets no budget. */
  double UNSET = -1;

  /**
   * The largest accepted drop of mean throughput against the baseline, in percent of the baseline,
   * 0 (inclusive) to 100 (exclusive); {@link #UNSET} for none.
   */
  double throughputDrop() default UNSET;
}
