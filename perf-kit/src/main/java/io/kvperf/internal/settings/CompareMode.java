package io.kvperf.internal.settings;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import java.util.Locale;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/** {@code kvperf.compare.mode}: how the two arms of a comparison share forks. */
public enum CompareMode {
  /**
   * Both arms in each fork for an engine that runs {@link Capability#SIDE_BY_SIDE}, where the arms
   * load the same native code, else forks.
   */
  AUTO,
  /** A fork per arm, in pairs. */
  FORKS,
  /** Both arms in each fork, alternating by iteration. */
  JVM;

  static CompareMode parse(String key, String text) {
    try {
      return valueOf(text.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(
          key
              + " = '"
              + text
              + "' is invalid: use auto (one JVM where the engine allows it), forks or jvm",
          e);
    }
  }

  /**
   * Whether {@code engine}'s comparison runs both arms in each fork: always for {@link #JVM}; for
   * {@link #AUTO}, when the engine runs side by side, the compared build has no JVM options of its
   * own, and the arms' native libraries are the same ({@code nativeCodeDiffers} false: a process
   * binds some C++ symbols, GNU unique ones, once for every library it loads, so two different
   * builds of a native library cross-wire in one JVM).
   */
  public boolean inOneJvm(
      KvEngine engine, boolean otherBuildHasJvmArgs, boolean nativeCodeDiffers) {
    return switch (this) {
      case JVM -> true;
      case FORKS -> false;
      case AUTO ->
          !otherBuildHasJvmArgs
              && !nativeCodeDiffers
              && engine.capabilities().contains(Capability.SIDE_BY_SIDE);
    };
  }
}
