package io.kvperf.engine;

import java.util.List;

/**
 * The JVM option that engines calling native code need from JDK 24 on, where the JDK warns (and
 * will refuse) unless native access is enabled; older JDKs reject the option, so it is given only
 * there.
 */
public final class NativeAccess {
  /** The first JDK release that knows the option and warns without it. */
  static final int SINCE_FEATURE = 24;

  private NativeAccess() {}

  /** {@code --enable-native-access=ALL-UNNAMED} on JDK 24 and later, nothing before. */
  public static List<String> jvmArgs(Runtime.Version forkJvm) {
    return forkJvm.feature() >= SINCE_FEATURE
        ? List.of("--enable-native-access=ALL-UNNAMED")
        : List.of();
  }
}
