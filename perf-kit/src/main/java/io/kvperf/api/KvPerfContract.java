package io.kvperf.api;

import io.kvperf.internal.junit.KvPerfExtension;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * {@code @KvPerfContract} declares a class of performance contracts: it registers the kvperf
 * extension, tags the class {@value #TAG} (and {@code perf}), so that a fast lane can exclude the
 * contracts ({@code -DexcludedGroups=kvperf}) and a performance lane select them ({@code
 * -Dgroups=kvperf}, Gradle's {@code includeTags}, the console launcher's {@code --include-tag}),
 * and makes it run {@link Isolated isolated} and on one thread, so that no other test runs while a
 * contract is measured.
 *
 * <p>Each method annotated with {@link KvPerfTest} is one contract.
 */
// The extension is internal, and the module opens its package to JUnit, which instantiates it:
// users write the annotation, never the class.
@SuppressWarnings("exports")
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(KvPerfExtension.class)
@Tag(KvPerfContract.TAG)
@Tag("perf")
@Isolated("performance contracts are measured with nothing else running")
@Execution(ExecutionMode.SAME_THREAD)
public @interface KvPerfContract {
  /** The tag every contract class carries. */
  String TAG = "kvperf";
}
