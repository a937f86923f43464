package io.kvperf.internal.arms;

import static io.kvperf.internal.arms.VersionBisection.Clarity.CLEAR;
import static io.kvperf.internal.arms.VersionBisection.Clarity.UNCLEAR;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.account.BisectHeading;
import io.kvperf.internal.account.BisectHeading.Conclusion;
import io.kvperf.internal.arms.VersionBisection.Finding;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A bisect's account names what it found in the versions' own names. */
class VersionBisectTest {
  private static final String ARTIFACT = "org.rocksdb:rocksdbjni:";
  private static final List<String> VERSIONS = List.of("9.0.0", "9.1.0", "9.2.0", "10.0.0");

  private static BisectHeading heading(Finding finding) {
    return VersionBisect.heading(ARTIFACT, VERSIONS, finding);
  }

  private static BisectHeading expected(
      Conclusion conclusion, String lastSame, Optional<String> firstMoved, List<String> gaps) {
    return new BisectHeading(ARTIFACT, VERSIONS, conclusion, lastSame, firstMoved, gaps);
  }

  @Test
  void theFirstVersionThatMovedIsNamedBesideTheOneBefore() {
    assertThat(heading(new Finding(List.of(3, 1, 2), 1, 2, CLEAR)))
        .isEqualTo(
            expected(Conclusion.FIRST_MOVED_FOUND, "9.1.0", Optional.of("9.2.0"), List.of()));
  }

  @Test
  void versionsThatCouldNotRunAreNamedAsSteppedAround() {
    assertThat(heading(new Finding(List.of(3, 1, 2), 0, 2, CLEAR, List.of(1))))
        .as("only a gap between the last that did not move and the first that did")
        .isEqualTo(
            expected(Conclusion.BOUNDED_BY_GAPS, "9.0.0", Optional.of("9.2.0"), List.of("9.1.0")));
    assertThat(heading(new Finding(List.of(3, 1, 2), 1, 2, CLEAR, List.of(0))))
        .isEqualTo(
            expected(
                Conclusion.FIRST_MOVED_FOUND, "9.1.0", Optional.of("9.2.0"), List.of("9.0.0")));
    assertThat(heading(new Finding(List.of(3, 2, 1), 0, 3, CLEAR, List.of(2, 1))).gaps())
        .as("the gaps oldest first, whatever order the search met them in")
        .containsExactly("9.1.0", "9.2.0");
  }

  @Test
  void endsThatAgreeOrAnInconclusiveStepSaySo() {
    assertThat(heading(new Finding(List.of(3), 3, -1, CLEAR)))
        .isEqualTo(expected(Conclusion.NOTHING_MOVED, "10.0.0", Optional.empty(), List.of()));
    assertThat(heading(new Finding(List.of(3), 0, -1, UNCLEAR)))
        .isEqualTo(expected(Conclusion.ENDS_UNCLEAR, "9.0.0", Optional.empty(), List.of()));
    assertThat(heading(new Finding(List.of(3, 1), 0, 3, UNCLEAR)))
        .isEqualTo(expected(Conclusion.STEP_UNCLEAR, "9.0.0", Optional.of("10.0.0"), List.of()));
  }

  @Test
  void theHeadingSpansTheRangeOldestToNewest() {
    BisectHeading heading = heading(new Finding(List.of(3), 3, -1, CLEAR));

    assertThat(heading.oldest()).isEqualTo("9.0.0");
    assertThat(heading.newest()).isEqualTo("10.0.0");
    assertThat(heading.artifact()).isEqualTo(ARTIFACT);
  }
}
