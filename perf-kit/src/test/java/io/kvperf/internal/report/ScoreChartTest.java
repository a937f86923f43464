package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.GateScores;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The gate's chart shows every fork it judged, by run, against the level and the boundary. */
class ScoreChartTest {
  private static final GateScores DROPPED =
      new GateScores(
          "throughput",
          true,
          List.of(List.of(1.02, 0.98, 1.0), List.of(0.99, 1.01)),
          List.of(0.8, 0.82, 0.79),
          0.9);

  @Test
  void everyForkIsADotInItsRunsColumn() {
    String svg = ScoreChart.render("rocksdb", DROPPED, true);
    assertThat(count(svg, "<circle")).isEqualTo(8);
    assertThat(svg)
        .contains(">baseline run 1<", ">baseline run 2<", ">this run<")
        .contains("<title>this run, fork 3: 0.790</title>")
        .contains("<title>fails below 0.900</title>")
        .contains("throughput of rocksdb, ratio to the baseline");
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
  void aLatencyBoundaryLiesAbove() {
    GateScores p99 =
        new GateScores("get p99", false, List.of(List.of(1.0, 1.0)), List.of(1.05), 1.2);
    assertThat(ScoreChart.render("lmdb", p99, false))
        .contains("<title>fails above 1.200</title>")
        .contains("fill=\"#1f77b4\"><title>this run, fork 1: 1.050</title>");
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
