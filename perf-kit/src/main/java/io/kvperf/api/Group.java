package io.kvperf.api;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@code @Group} declares threads of a {@link Workload} that share one operation mix, beside other
 * groups: one writer beside readers, as the Krati seed and RocksDB's {@code readwhilewriting} run,
 * is {@code groups = {@Group(name = "writer", mix = @Mix(gets = 0, updates = 100)), @Group(name =
 * "readers", threads = 3, mix = @Mix(gets = 100))}}. Each group reports its own throughput and
 * latencies. With groups, the workload's own {@code threads} and {@code mix} stay unset.
 */
@Target({})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Group {
  /** The group's name in results: lower-case letters, digits and '-', unique in the workload. */
  String name();

  /** Threads in the group, 1–1024 (all groups together at most 1024). */
  int threads() default 1;

  /** The operation mix of each of the group's threads. */
  Mix mix();
}
