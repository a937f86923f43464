package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Jvm} declares options for the forked JVMs of a contract, such as a heap size or a
 * collector ({@code "-Xmx256m"}, {@code "-XX:+UseParallelGC"}). They come after the engine's own
 * options and before {@code kvperf.fork.jvmArgs}. Put it on the method, a preset or the class.
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Jvm {
  /** The options, one per element. */
  String[] value();
}
