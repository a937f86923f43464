package io.kvperf.internal.arms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.arms.Bisection.Finding;
import io.kvperf.internal.arms.Bisection.Step;
import org.junit.jupiter.api.Test;

/** The bisect halves the range to the first version that moved, and stops where it cannot tell. */
class BisectionTest {
  /** Versions from index {@code moveAt} on moved. */
  private static Finding search(int versions, int moveAt) {
    return Bisection.search(versions, i -> i >= moveAt ? Step.MOVED : Step.SAME);
  }

  @Test
  void everyPositionOfTheMoveIsFoundInLogarithmicallyManyComparisons() {
    for (int moveAt = 1; moveAt < 17; moveAt++) {
      Finding finding = search(17, moveAt);
      assertThat(finding.found()).isTrue();
      assertThat(finding.firstMoved()).isEqualTo(moveAt);
      assertThat(finding.lastSame()).isEqualTo(moveAt - 1);
      assertThat(finding.measured()).hasSizeLessThanOrEqualTo(1 + 4);
    }
  }

  @Test
  void theNewestComparedFirstAndTheHalvesAfter() {
    assertThat(search(9, 3).measured()).containsExactly(8, 4, 2, 3);
    assertThat(search(2, 1).measured()).containsExactly(1);
  }

  @Test
  void endsThatDidNotMoveNeedNoBisect() {
    Finding finding = search(9, 100);
    assertThat(finding.measured()).containsExactly(8);
    assertThat(finding.firstMoved()).isEqualTo(-1);
    assertThat(finding.found()).isFalse();
  }

  @Test
  void anInconclusiveComparisonStopsTheSearchWithTheRangeLeft() {
    Finding finding =
        Bisection.search(9, i -> i == 8 ? Step.MOVED : i == 4 ? Step.SAME : Step.UNCLEAR);
    assertThat(finding.measured()).containsExactly(8, 4, 6);
    assertThat(finding.unclear()).isTrue();
    assertThat(finding.lastSame()).isEqualTo(4);
    assertThat(finding.firstMoved()).isEqualTo(8);
    assertThat(finding.found()).isFalse();
  }

  @Test
  void aVersionThatCannotRunIsAGapTheSearchStepsAround() {
    // Versions from 6 on moved; 4, the first middle, cannot run here.
    Finding finding =
        Bisection.search(9, i -> i == 4 ? Step.CANNOT_RUN : i >= 6 ? Step.MOVED : Step.SAME);
    assertThat(finding.measured()).containsExactly(8, 4, 3, 5, 6);
    assertThat(finding.gaps()).containsExactly(4);
    assertThat(finding.found()).isTrue();
    assertThat(finding.firstMoved()).isEqualTo(6);

    // Versions from 4 on moved, and 4 cannot run: the move is 4 or 5, and no comparison can tell.
    Finding bounded =
        Bisection.search(9, i -> i == 4 ? Step.CANNOT_RUN : i >= 4 ? Step.MOVED : Step.SAME);
    assertThat(bounded.found()).isFalse();
    assertThat(bounded.boundedByGaps()).isTrue();
    assertThat(bounded.lastSame()).isEqualTo(3);
    assertThat(bounded.firstMoved()).isEqualTo(5);

    Finding newestBroken = Bisection.search(9, i -> i == 8 ? Step.CANNOT_RUN : Step.SAME);
    assertThat(newestBroken.unclear()).isTrue();
    assertThat(newestBroken.gaps()).containsExactly(8);
  }

  @Test
  void oneVersionIsNoRange() {
    assertThatThrownBy(() -> Bisection.search(1, i -> Step.SAME))
        .hasMessageContaining("two steps at least");
  }
}
