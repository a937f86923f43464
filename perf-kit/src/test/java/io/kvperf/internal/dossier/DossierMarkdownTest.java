package io.kvperf.internal.dossier;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.FlameFrame;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.ProfileMove.Kind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
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
                  new ProfileMove(
                      Kind.TOTAL,
                      "a/B.get",
                      "a.jar",
                      0.25,
                      0.125,
                      0.004,
                      ProfileMove.Standing.CONFIDENT),
                  new ProfileMove(
                      Kind.TOTAL,
                      "a/B.run",
                      "a.jar",
                      0.5,
                      0.5,
                      Double.NaN,
                      ProfileMove.Standing.WITHIN_SPREAD)),
              Kind.WAITING,
              List.of(
                  new ProfileMove(
                      Kind.WAITING,
                      "parked",
                      "JVM",
                      0.0125,
                      0.0025,
                      0.0005,
                      ProfileMove.Standing.CONFIDENT))),
          2,
          List.of(),
          List.of(),
          FlameFrame.none());

  @Test
  void framesAreInPercentAndWaitsInMillisecondsASecond() throws IOException {
    String text = DossierMarkdown.of(DOSSIER, "Why a.C#get [rocksdb] moved", List.of("A: x"), 5);

    assertThat(text)
        .as("no compiler samples and no flame graph: neither is mentioned")
        .isEqualTo(fixture("dossier.md"));
  }

  @Test
  void aTableHasAtMostTheRowsAsked() {
    Map<Kind, List<ProfileMove>> firstRows = new EnumMap<>(Kind.class);
    for (Kind kind : Kind.values()) {
      DOSSIER.movesOf(kind).stream().limit(1).forEach(move -> firstRows.put(kind, List.of(move)));
    }
    RegressionDossier oneRowEach =
        new RegressionDossier(
            DOSSIER.pairs(),
            DOSSIER.samples(),
            firstRows,
            DOSSIER.allocationPairs(),
            DOSSIER.missing(),
            DOSSIER.fallbacks(),
            DOSSIER.flameGraph());

    assertThat(DossierMarkdown.of(DOSSIER, "t", List.of(), 1))
        .as("a row a table, the first")
        .isEqualTo(DossierMarkdown.of(oneRowEach, "t", List.of(), 5));
  }

  /** The text of the fixture file {@code name} beside this class. */
  private static String fixture(String name) throws IOException {
    try (InputStream in = DossierMarkdownTest.class.getResourceAsStream(name)) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
