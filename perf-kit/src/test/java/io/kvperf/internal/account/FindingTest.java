package io.kvperf.internal.account;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.account.Finding.TopCause;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.ProfileMove.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A dossier's top cause is its first headline move, in the order the dossier ranks its moves. */
class FindingTest {
  private static final ProfileMove LIBRARY =
      new ProfileMove(
          Kind.LIBRARY, "libfoo.so", "libfoo.so", 0.30, 0.10, 0.01, ProfileMove.Standing.CONFIDENT);
  private static final ProfileMove FRAME =
      new ProfileMove(
          Kind.TOTAL, "a/B.get", "engine.jar", 0.50, 0.20, 0.01, ProfileMove.Standing.CONFIDENT);

  @Test
  void theTopCauseIsTheFirstHeadlineNotTheLargestMove() {
    assertThat(Finding.topCause(List.of(FRAME, LIBRARY.asHeadline(), FRAME.asHeadline())))
        .containsExactly(new TopCause(LIBRARY.asHeadline()));
  }

  @Test
  void aDossierWithoutAHeadlineHasNoTopCause() {
    assertThat(Finding.topCause(List.of(LIBRARY, FRAME))).isEmpty();
    assertThat(Finding.topCause(List.of())).isEmpty();
  }
}
