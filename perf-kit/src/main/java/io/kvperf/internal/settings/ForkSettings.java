package io.kvperf.internal.settings;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What every forked JVM of the run gets ({@link KvPerfSettings}).
 *
 * @param jvmArgs extra options for every forked JVM, from {@code kvperf.fork.jvmArgs}
 * @param timeout how long one fork may take in all, preload included, from {@code
 *     kvperf.fork.timeout}
 * @param cpu whether the forks' operation threads are pinned to CPUs, from {@code kvperf.fork.cpu}
 */
public record ForkSettings(List<String> jvmArgs, Duration timeout, ForkCpu cpu) {
  public ForkSettings {
    jvmArgs = List.copyOf(jvmArgs);
    Objects.requireNonNull(cpu, "cpu");
  }
}
