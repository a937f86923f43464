package io.kvperf.internal.run;

import io.kvperf.engine.KvEngine;
import io.kvperf.internal.fork.OtherBuildLoader;
import io.kvperf.tck.SecondBuild;
import java.io.IOException;

/**
 * The conformance kit's {@link SecondBuild}: this JVM's class path ({@link ArmClassPath#launch()})
 * loaded again by the {@link OtherBuildLoader} a comparison in one JVM runs the other build in,
 * beside the kit's own loader. Found with {@link java.util.ServiceLoader}, so that the conformance
 * kit, which is API, names no internal type.
 */
public final class SecondBuildOfThisJvm implements SecondBuild {
  private final OtherBuildLoader loader;

  /** Loads nothing yet: classes load as the second build's engine is asked for. */
  public SecondBuildOfThisJvm() {
    loader =
        OtherBuildLoader.of(ArmClassPath.launch(), SecondBuildOfThisJvm.class.getClassLoader());
  }

  @Override
  public KvEngine engine(String id) {
    return loader.engine(id);
  }

  @Override
  public boolean defined(Class<?> type) {
    return type.getClassLoader() == loader;
  }

  @Override
  public void close() throws IOException {
    loader.close();
  }
}
