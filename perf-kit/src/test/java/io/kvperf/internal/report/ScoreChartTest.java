package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.GateScores;
import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The gate's chart shows every fork it judged, by run, against the level and the boundary: each
 * chart compared whole with its expected copy under {@value GoldenFile#RESOURCES}{@code
 * /score-chart} ({@link GoldenFile}); the dots counted, and which side of the boundary a fork lies
 * on read from their coordinates.
 */
class ScoreChartTest {
  private static final GateScores DROPPED =
      new GateScores(
          "throughput",
          true,
          List.of(List.of(1.02, 0.98, 1.0), List.of(0.99, 1.01)),
          List.of(0.8, 0.82, 0.79),
          0.9);

  @Test
  void everyForkIsADotInItsRunsColumn() throws IOException {
    String svg = ScoreChart.render("rocksdb", DROPPED, true);
    assertThat(count(svg, "<circle")).as("3 + 2 baseline forks, 3 of this run").isEqualTo(8);
    // the columns baseline run 1, baseline run 2 and this run; each fork titled with its ratio;
    // the boundary's line titled "fails below 0.900"
    GoldenFile.assertRendered("score-chart/throughput-dropped.svg", svg);
  }

  @Test
  void aForkBeyondTheBoundaryIsDrawnBeyondIt() {
    String svg = ScoreChart.render("rocksdb", DROPPED, true);
    double boundaryY = number(svg, "y1=\"([\\d.]+)\"[^>]*stroke-dasharray");
    double slowForkY =
        number(svg, "cy=\"([\\d.]+)\" r=\"3.5\" fill=\"#b00\"><title>this run, fork 3");
    double levelForkY =
        number(svg, "cy=\"([\\d.]+)\" r=\"3.5\" fill=\"#999\"><title>baseline run 1, fork 3");
    assertThat(slowForkY).as("lower on the chart").isGreaterThan(boundaryY);
    assertThat(levelForkY).isLessThan(boundaryY);
  }

  @Test
  void aLatencyBoundaryLiesAbove() throws IOException {
    GateScores p99 =
        new GateScores("get p99", false, List.of(List.of(1.0, 1.0)), List.of(1.05), 1.2);
    // the boundary's line titled "fails above 1.200"; this run's fork, which held, in blue
    GoldenFile.assertRendered("score-chart/p99-held.svg", ScoreChart.render("lmdb", p99, false));
  }

  private static int count(String text, String part) {
    return text.split(Pattern.quote(part), -1).length - 1;
  }

  private static double number(String text, String regex) {
    Matcher matcher = Pattern.compile(regex).matcher(text);
    assertThat(matcher.find()).as(regex).isTrue();
    return Double.parseDouble(matcher.group(1));
  }
}
