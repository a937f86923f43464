package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.engine.KvEngine;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.tck.SecondBuild;
import io.kvperf.testengines.HashOnlyEngine;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * The conformance kit finds the second build as a service, and the second build defines the
 * adapters of this JVM's class path again while the kit's own engines stay the kit's.
 */
class SecondBuildOfThisJvmTest {
  @Test
  void theKitProvidesTheSecondBuildAsAService() {
    assertThat(ServiceLoader.load(SecondBuild.class).stream().map(ServiceLoader.Provider::type))
        .containsExactly(SecondBuildOfThisJvm.class);
  }

  @Test
  void anAdapterOfTheClassPathIsDefinedAgainByTheSecondBuild() throws Exception {
    try (SecondBuild build = new SecondBuildOfThisJvm()) {
      KvEngine second = build.engine("hash-only");
      assertThat(second.getClass().getName()).isEqualTo(HashOnlyEngine.class.getName());
      assertThat(second.getClass()).isNotSameAs(HashOnlyEngine.class);
      assertThat(build.defined(second.getClass())).isTrue();
      assertThat(build.defined(HashOnlyEngine.class)).isFalse();
    }
  }

  @Test
  void theKitsOwnEngineIsTheKitsInTheSecondBuild() throws Exception {
    try (SecondBuild build = new SecondBuildOfThisJvm()) {
      KvEngine second = build.engine("skiplist");
      assertThat(second.getClass()).isSameAs(SkipListEngine.class);
      assertThat(build.defined(second.getClass())).isFalse();
    }
  }

  @Test
  void anEngineTheClassPathLacksIsAnError() throws Exception {
    try (SecondBuild build = new SecondBuildOfThisJvm()) {
      assertThatThrownBy(() -> build.engine("no-such-engine"))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageStartingWith("the other build has no engine 'no-such-engine'");
    }
  }
}
