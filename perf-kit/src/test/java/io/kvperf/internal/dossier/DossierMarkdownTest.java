package io.kvperf.internal.dossier;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.FlameFrame;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.ProfileMove.Kind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The dossier's file: a table per kind, frames with their library in percent of the samples, waits
 * in milliseconds a second, at most as many rows as asked, and a kind not profiled says so.
 */
class DossierMarkdownTest {
  private static final RegressionDossier DOSSIER =
      new RegressionDossier(
          3,
          new RegressionDossier.Samples(9000, 8000, 0, 0),
          Map.of(
              Kind.TOTAL,
              List.of(
                  new ProfileMove(Kind.TOTAL, "a/B.get", "a.jar", 0.25, 0.125, 0.004, true),
                  new ProfileMove(Kind.TOTAL, "a/B.run", "a.jar", 0.5, 0.5, Double.NaN, false)),
              Kind.WAITING,
              List.of(
                  new ProfileMove(Kind.WAITING, "parked", "JVM", 0.0125, 0.0025, 0.0005, true))),
          2,
          List.of(),
          List.of(),
          FlameFrame.none());

  @Test
  void framesAreInPercentAndWaitsInMillisecondsASecond() {
    String text = DossierMarkdown.of(DOSSIER, "Why a.C#get [rocksdb] moved", List.of("A: x"), 5);

    assertThat(text)
        .startsWith(
            "# Why a.C#get [rocksdb] moved\n\n3 pairs of forks profiled each arm's measured"
                + " iterations (async-profiler, CPU time, every thread); 9000 samples of A, 8000"
                + " of B.")
        .contains(
            "## Total time by frame\n\n"
                + "| | frame | A | B | change (points) | spread between pairs | confident |\n"
                + "|---|---|---|---|---|---|---|\n"
                + "| 1 | `a/B.get` (a.jar) | 25.0 % | 12.5 % | +12.5 | 0.40 | yes |\n"
                + "| 2 | `a/B.run` (a.jar) | 50.0 % | 50.0 % | +0.0 | one pair | no |\n\n")
        .contains("| 1 | `parked` | 12.5 | 2.5 | +10.0 | 0.5 | yes |\n")
        .contains("## CPU by library\n\nNo samples.\n\n")
        .contains("## The arms\n\n- A: x\n")
        .doesNotContain("JIT compiler", "flame graph");
  }

  @Test
  void aTableHasAtMostTheRowsAsked() {
    String text = DossierMarkdown.of(DOSSIER, "t", List.of(), 1);

    assertThat(text).contains("| 1 | `a/B.get`").doesNotContain("| 2 | `a/B.run`");
  }
}
