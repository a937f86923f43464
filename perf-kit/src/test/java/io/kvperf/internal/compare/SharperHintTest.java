package io.kvperf.internal.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.engine.SkipListEngine;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.settings.CompareMode;
import io.kvperf.testengines.HashOnlyEngine;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An engine compared in pairs of forks only because it does not declare that it runs side by side
 * is told how to get the sharper comparison; one that was asked for forks, or runs side by side, is
 * not.
 */
class SharperHintTest {
  private static final Arm PLAIN = arm(List.of());

  @Test
  void anEngineWithoutSideBySideIsToldOfTheOneJvmMode() {
    assertThat(new HashOnlyEngine().capabilities())
        .doesNotContain(io.kvperf.engine.Capability.SIDE_BY_SIDE);

    assertThat(ArmsExecution.sharperHint(CompareMode.AUTO, new HashOnlyEngine(), PLAIN))
        .hasValueSatisfying(
            hint ->
                assertThat(hint)
                    .startsWith("sharper: '" + new HashOnlyEngine().id() + "' does not declare")
                    .contains("-Dkvperf.compare.mode=jvm"));
  }

  @Test
  void nothingToSayWhenForksWereAskedForOrTheEngineRunsSideBySide() {
    assertThat(ArmsExecution.sharperHint(CompareMode.FORKS, new HashOnlyEngine(), PLAIN)).isEmpty();
    assertThat(
            ArmsExecution.sharperHint(
                CompareMode.AUTO, new HashOnlyEngine(), arm(List.of("-Xmx1g"))))
        .as("arm B's own JVM options need a JVM of its own")
        .isEmpty();
    assertThat(ArmsExecution.sharperHint(CompareMode.AUTO, new SkipListEngine(), PLAIN)).isEmpty();
  }

  private static Arm arm(List<String> jvmArgs) {
    return new Arm("B", "another build", List.of(Path.of("/build")), jvmArgs, List.of());
  }
}
