package io.kvperf.internal.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.compare.VersionBisection.Finding;
import io.kvperf.internal.compare.VersionBisection.Step;
import org.junit.jupiter.api.Test;

/** The bisect halves the range to the first version that moved, and stops where it cannot tell. */
class VersionBisectionTest {
  /** Versions from index {@code moveAt} on moved. */
  private static Finding search(int versions, int moveAt) {
    return VersionBisection.search(versions, i -> i >= moveAt ? Step.MOVED : Step.SAME);
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
        VersionBisection.search(9, i -> i == 8 ? Step.MOVED : i == 4 ? Step.SAME : Step.UNCLEAR);
    assertThat(finding.measured()).containsExactly(8, 4, 6);
    assertThat(finding.unclear()).isTrue();
    assertThat(finding.lastSame()).isEqualTo(4);
    assertThat(finding.firstMoved()).isEqualTo(8);
    assertThat(finding.found()).isFalse();
  }

  @Test
  void oneVersionIsNoRange() {
    assertThatThrownBy(() -> VersionBisection.search(1, i -> Step.SAME))
        .hasMessageContaining("two versions at least");
  }
}
