package io.kvperf.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;

/**
 * The conformance kit's checks of how two builds of an engine share a JVM: an engine declares at
 * most one of {@link Capability#SIDE_BY_SIDE} and {@link Capability#SEPARATE_JVMS}, and one that
 * declares side-by-side runs a second build of itself, loaded by the kit's {@link SecondBuild},
 * beside the first.
 */
final class SideBySideConformance {
  private static final int KEYS = 1_000;

  private SideBySideConformance() {}

  static void anEngineDoesNotBothRunSideBySideAndNeedSeparateJvms(KvEngine engine) {
    assertFalse(
        engine.capabilities().contains(Capability.SIDE_BY_SIDE)
            && engine.capabilities().contains(Capability.SEPARATE_JVMS),
        "SIDE_BY_SIDE says two builds measure fairly in one JVM, SEPARATE_JVMS that they must not"
            + " share one: declare at most one");
  }

  /**
   * Opens the second build's {@code engine} in a directory under {@code directory} and writes the
   * same keys to both stores, each with its own values: each store reads back its own.
   */
  static void aSecondBuildRunsBesideThisOneInOneJvm(KvEngine engine, KvStore store, Path directory)
      throws IOException {
    try (SecondBuild build = secondBuild()) {
      KvEngine second = build.engine(engine.id());
      assertTrue(
          second.getClass() == engine.getClass() || build.defined(second.getClass()),
          "the second build's engine is the kit's own or defined by the second build's loader");
      try (KvStore beside =
          second.open(StoreContext.of(Files.createDirectories(directory.resolve("second"))))) {
        for (int i = 0; i < KEYS; i++) {
          store.put(Bytes.of("k" + i), Bytes.of("first " + i));
          beside.put(Bytes.of("k" + i), Bytes.of("second " + i));
        }
        for (int i = 0; i < KEYS; i++) {
          assertArrayEquals(
              Bytes.of("first " + i), store.get(Bytes.of("k" + i)), "this build's k" + i);
          assertArrayEquals(
              Bytes.of("second " + i), beside.get(Bytes.of("k" + i)), "the second's k" + i);
        }
      }
    }
  }

  /** The kit's second build of this JVM's class path. */
  private static SecondBuild secondBuild() {
    return ServiceLoader.load(SecondBuild.class, SecondBuild.class.getClassLoader())
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "no "
                        + SecondBuild.class.getName()
                        + " on the class path: perf-kit's META-INF/services provides it"));
  }
}
