package io.kvperf.internal.arms;

import static io.kvperf.internal.arms.VersionBisection.Clarity.CLEAR;
import static io.kvperf.internal.arms.VersionBisection.Clarity.UNCLEAR;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.arms.VersionBisection.Finding;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A bisect's account names what it found in the versions' own names. */
class VersionBisectTest {
  private static final List<String> VERSIONS = List.of("9.0.0", "9.1.0", "9.2.0", "10.0.0");

  @Test
  void theFirstVersionThatMovedIsNamedBesideTheOneBefore() {
    assertThat(VersionBisect.conclusion(new Finding(List.of(3, 1, 2), 1, 2, CLEAR), VERSIONS))
        .isEqualTo(
            "the first version that moved beyond the budget is 9.2.0; 9.1.0, the last version"
                + " before it that ran, did not");
  }

  @Test
  void versionsThatCouldNotRunAreNamedAsSteppedAround() {
    assertThat(
            VersionBisect.conclusion(
                new Finding(List.of(3, 1, 2), 0, 2, CLEAR, List.of(1)), VERSIONS))
        .isEqualTo(
            "the first version that moved lies after 9.0.0 and no later than 9.2.0, and no version"
                + " between could run; 9.1.0 could not run here and was stepped around");
    assertThat(
            VersionBisect.conclusion(
                new Finding(List.of(3, 1, 2), 1, 2, CLEAR, List.of(0)), VERSIONS))
        .endsWith("did not; 9.0.0 could not run here and was stepped around");
  }

  @Test
  void endsThatAgreeOrAnInconclusiveStepSaySo() {
    assertThat(VersionBisect.conclusion(new Finding(List.of(3), 3, -1, CLEAR), VERSIONS))
        .isEqualTo("the newest version did not move beyond the budget: nothing to bisect");
    assertThat(VersionBisect.conclusion(new Finding(List.of(3), 0, -1, UNCLEAR), VERSIONS))
        .contains("the two ends' comparison was inconclusive");
    assertThat(VersionBisect.conclusion(new Finding(List.of(3, 1), 0, 3, UNCLEAR), VERSIONS))
        .isEqualTo(
            "a comparison was inconclusive: the first version that moved lies after 9.0.0 and no"
                + " later than 10.0.0");
  }
}
