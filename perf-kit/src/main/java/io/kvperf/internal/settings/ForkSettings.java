package io.kvperf.internal.settings;

import java.time.Duration;
import java.util.List;

/**
 * What every forked JVM of the run gets ({@link KvPerfSettings}).
 *
 * @param jvmArgs extra options for every forked JVM, from {@code kvperf.fork.jvmArgs}
 * @param timeout how long one fork may take in all, preload included, from {@code
 *     kvperf.fork.timeout}
 */
public record ForkSettings(List<String> jvmArgs, Duration timeout) {
  public ForkSettings {
    jvmArgs = List.copyOf(jvmArgs);
  }
}
