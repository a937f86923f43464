package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.history.Acknowledged;
import io.kvperf.internal.history.AnchorRatio;
import io.kvperf.internal.history.ChangePointDetector;
import io.kvperf.internal.history.DetectorParameters;
import io.kvperf.internal.history.FigureEstimate;
import io.kvperf.internal.history.HistoryPoint;
import io.kvperf.internal.history.RunIdentity;
import io.kvperf.internal.history.RunSetup;
import io.kvperf.internal.history.Series;
import io.kvperf.internal.history.SeriesAnalysis;
import io.kvperf.internal.store.BaselineFixtures;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The history in words and drawn: a series against the anchor that stepped down 8 % at its
 * thirteenth run and stands 8 % below the release with a 5 % creep budget, and a series of absolute
 * p99s that did not move.
 */
class HistoryPageTest {
  private static final String CONTRACT = "com.example.GetContract#uniformGet";
  private static final double[] NOISE = {
    0.004, -0.006, 0.002, 0.005, -0.003, -0.001, 0.006, -0.004, 0.001, -0.002, 0.003, -0.005,
    0.002, 0.004, -0.003, 0.001, -0.006, 0.005, -0.001, 0.003, -0.002, 0.004, -0.004, 0.0
  };

  private static String commit(int run) {
    return String.format("c%06d", run) + "0".repeat(33);
  }

  private static HistoryPoint point(int run, String figure, double mean, Optional<Double> ratio) {
    return new HistoryPoint(
        CONTRACT,
        "skiplist",
        figure,
        new RunIdentity(
            commit(run), commit(run - 1), "main", 1_767_225_600_000L + run * 86_400_000L),
        RunSetup.of(BaselineFixtures.MACHINE, "1.0", "plan-1"),
        FigureEstimate.of("ops/s", List.of(mean * 0.99, mean, mean * 1.01)),
        ratio.map(r -> new AnchorRatio("git:v1.0.0", r, r - 0.01, r + 0.01, 5)));
  }

  private static List<SeriesAnalysis> analyses(Set<String> acknowledged) {
    List<HistoryPoint> points = new ArrayList<>();
    for (int run = 1; run <= 24; run++) {
      double ratio = (run <= 12 ? 1.0 : 0.92) * (1 + NOISE[run - 1]);
      points.add(point(run, "throughput", 1_000_000 * ratio, Optional.of(ratio)));
      points.add(
          point(run, "latency.get.p99Nanos", 2_000 * (1 + NOISE[24 - run]), Optional.empty()));
    }
    return SeriesAnalysis.of(
        Series.of(points),
        new Acknowledged(acknowledged),
        new ChangePointDetector(DetectorParameters.DEFAULTS));
  }

  @Test
  void theStepIsFoundAndTheCreepSaidAgainstTheAnchor() {
    List<SeriesAnalysis> analyses = analyses(Set.of());

    assertThat(analyses)
        .extracting(a -> a.series().key().figure(), a -> a.changePoints().size())
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("latency.get.p99Nanos", 0),
            org.assertj.core.groups.Tuple.tuple("throughput", 1));
    assertThat(analyses.get(1).changePoints().get(0).id()).isEqualTo(commit(13));
    assertThat(analyses.get(1).commitsSinceAnchor()).isEqualTo(24);
    assertThat(HistoryText.lines(analyses))
        .containsExactly(
            CONTRACT
                + " [skiplist] throughput: since git:v1.0.0, -8.0 % [-9.0, -7.0] over 24 commits"
                + " (creep budget 5 %); a step of -8.0 % [-8.3, -7.7] at "
                + commit(13).substring(0, 7)
                + ", regression");
  }

  @Test
  void anAcknowledgedStepIsNotSaidAgain() {
    List<SeriesAnalysis> analyses = analyses(Set.of(commit(13).substring(0, 9)));

    assertThat(analyses.get(1).changePoints()).hasSize(1);
    assertThat(analyses.get(1).newChangePoints()).isEmpty();
  }

  @Test
  void thePageDrawsEverySeries() throws IOException {
    GoldenFile.assertRendered("history/history.html", HistoryPage.render(analyses(Set.of())));
    GoldenFile.assertRendered(
        "history/summary-section.md", HistoryText.markdown(analyses(Set.of())));
  }
}
