package io.kvperf.internal.settings;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;

/** {@code kvperf.compare.mode}: how the two arms of a comparison share forks. */
public enum CompareMode {
  /**
   * Both arms in each fork for an engine that runs {@link Capability#SIDE_BY_SIDE}, or, for an
   * engine that declares neither that nor {@link Capability#SEPARATE_JVMS}, while the first forks
   * show one JVM fair; a fork per arm where the arms load different native code, both forks of a
   * pair at once taking turns ({@link #TURNS}), or one after the other for an engine that declares
   * {@link Capability#FORKS_IN_SEQUENCE}.
   */
  AUTO,
  /** A fork per arm, in pairs, one fork after the other. */
  FORKS,
  /**
   * A fork per arm, in pairs, both forks of a pair alive at once and taking turns by iteration, so
   * that the arms' iterations lie milliseconds apart rather than a fork apart.
   */
  TURNS,
  /** Both arms in each fork, alternating by iteration. */
  JVM;

  static CompareMode parse(String key, String text) {
    return EnumSetting.parse(
        CompareMode.class,
        key,
        text,
        "auto (one JVM where the engine allows it), forks, turns (forks taking turns) or jvm");
  }

  /**
   * Whether a comparison of {@code engine} in pairs of forks runs both forks of a pair at once,
   * taking turns: unless {@link #FORKS} asks for one after the other, or, under {@link #AUTO}, the
   * engine declares {@link Capability#FORKS_IN_SEQUENCE}.
   */
  public boolean forksTakeTurns(KvEngine engine) {
    return switch (this) {
      case FORKS -> false;
      case AUTO -> !engine.capabilities().contains(Capability.FORKS_IN_SEQUENCE);
      case TURNS, JVM -> true;
    };
  }

  /** How the two arms of one comparison share forks. */
  public enum Sharing {
    /** Both arms in each fork. */
    ONE_JVM,
    /**
     * Both arms in each fork while the first forks show it fair, else a fork per arm: for an engine
     * that declares neither {@link Capability#SIDE_BY_SIDE} nor {@link Capability#SEPARATE_JVMS}.
     */
    ONE_JVM_IF_FAIR,
    /** A fork per arm, in pairs. */
    FORKS
  }

  /**
   * How {@code engine}'s comparison shares forks: for {@link #JVM} both arms in each; for {@link
   * #FORKS} a fork per arm; for {@link #AUTO}, a fork per arm where the compared build has JVM
   * options of its own, where the arms' native libraries differ ({@code nativeCodeDiffers}: a
   * process binds some C++ symbols, GNU unique ones, once for every library it loads, so two
   * different builds of a native library cross-wire in one JVM) or where the engine declares {@link
   * Capability#SEPARATE_JVMS}; else one JVM for an engine that declares {@link
   * Capability#SIDE_BY_SIDE}, and one JVM while it proves fair for any other.
   */
  public Sharing sharing(KvEngine engine, boolean otherBuildHasJvmArgs, boolean nativeCodeDiffers) {
    return switch (this) {
      case JVM -> Sharing.ONE_JVM;
      case FORKS, TURNS -> Sharing.FORKS;
      case AUTO -> {
        if (otherBuildHasJvmArgs
            || nativeCodeDiffers
            || engine.capabilities().contains(Capability.SEPARATE_JVMS)) {
          yield Sharing.FORKS;
        }
        yield engine.capabilities().contains(Capability.SIDE_BY_SIDE)
            ? Sharing.ONE_JVM
            : Sharing.ONE_JVM_IF_FAIR;
      }
    };
  }
}
