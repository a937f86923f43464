package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @ValueSizes({100, 1024})} runs a contract's workload, typically a preset, with each of
 * these fixed value sizes in bytes, one invocation per engine and size, named like {@code [rocksdb,
 * 100-byte values]}; the Oak seed ran its maps with 100-byte and 1 KB values. It replaces {@link
 * Workload#valueSize()}; a workload whose values range ({@code valueSizeMax}) rejects it. With
 * several sizes each point has its own contract id ({@code class#method[valueSize=100]}) and
 * baseline; beside a {@link Threads} sweep it runs every combination ({@code
 * [threads=4,valueSize=100]}).
 */
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface ValueSizes {
  /** Bytes per value, 0 to 64 MiB; none twice. */
  int[] value();
}
