package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.TestTemplate;

/**
 * {@code @KvPerfTest} declares a performance contract: a test template with one invocation per
 * engine on the class path (narrowed by {@link Engines}), each measured in its own forked JVM,
 * named by the engine's id.
 *
 * <p>The method must also carry (directly or through a composed annotation) a {@link Workload}; it
 * may carry {@link Measure}, {@link Budget} and {@link Engines}, which may also be put on the class
 * as defaults. The method may declare a {@link io.kvperf.result.PerfResult} parameter to add its
 * own checks; it runs after the measurement and the baseline gate.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@TestTemplate
public @interface KvPerfTest {}
