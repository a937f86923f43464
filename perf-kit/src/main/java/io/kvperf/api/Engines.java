package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Engines} narrows the engines a contract runs on; without it, every engine on the class
 * path runs. Ids that match no engine on the class path are an error, not an empty run.
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Engines {
  /** Engine ids to run; empty means all engines on the class path. */
  String[] include() default {};

  /** Engine ids not to run. */
  String[] exclude() default {};
}
