package io.kvperf.internal.dossier;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.FlameFrame;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The differential flame graph averages each arm's forks' shares along every path of calls, names
 * each frame's library, and leaves out the paths too thin to draw in both arms.
 */
class DifferentialFlameGraphTest {
  @Test
  void eachPathHoldsItsMeanShareOfEachArm() {
    List<CollapsedStacks> a =
        List.of(
            new CollapsedStacks(
                Map.of("main;e/Engine.get", 600L, "main;e/Engine.get;x/Extra.burn", 400L)),
            new CollapsedStacks(
                Map.of("main;e/Engine.get", 800L, "main;e/Engine.get;x/Extra.burn", 200L)));
    List<CollapsedStacks> b =
        List.of(
            new CollapsedStacks(Map.of("main;e/Engine.get", 997L, "main;e/Engine.trim", 3L)),
            new CollapsedStacks(Map.of("main;e/Engine.get", 1000L)));

    FlameFrame root =
        DifferentialFlameGraph.of(a, b, frame -> frame.startsWith("x/") ? "extra.jar" : "kit");

    assertThat(root.shareA()).isEqualTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
    FlameFrame main = root.children().get(0);
    assertThat(main.children()).extracting(FlameFrame::name).containsExactly("e/Engine.get");
    FlameFrame extra = main.children().get(0).children().get(0);
    assertThat(extra.name()).isEqualTo("x/Extra.burn");
    assertThat(extra.library()).isEqualTo("extra.jar");
    assertThat(extra.shareA()).isEqualTo(0.3, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(extra.shareB()).isZero();
    assertThat(root.depth()).isEqualTo(3);
  }

  @Test
  void aPathUnderHalfAPercentOfBothArmsIsLeftOut() {
    List<CollapsedStacks> a = List.of(new CollapsedStacks(Map.of("main;e/Engine.get", 1000L)));
    List<CollapsedStacks> b =
        List.of(new CollapsedStacks(Map.of("main;e/Engine.get", 996L, "main;e/Engine.trim", 4L)));

    FlameFrame main = DifferentialFlameGraph.of(a, b, frame -> "kit").children().get(0);

    assertThat(main.children()).extracting(FlameFrame::name).containsExactly("e/Engine.get");
  }
}
