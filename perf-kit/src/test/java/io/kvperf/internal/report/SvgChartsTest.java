package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Charts give an engine one colour everywhere and say so when there is nothing to draw. */
class SvgChartsTest {

  @Test
  void anEngineKeepsItsColourInEveryChart() {
    assertThat(SvgCharts.colourOf("getOnly on rocksdb")).isEqualTo(SvgCharts.colourOf("rocksdb"));
    String first =
        SvgCharts.lines(
            "ms",
            List.of("1", "2"),
            ValueAxis.Scale.LINEAR,
            List.of(
                new SvgCharts.Series("lmdb", new double[] {1, 2}),
                new SvgCharts.Series("rocksdb", new double[] {2, 3})));
    String second =
        SvgCharts.lines(
            "ms",
            List.of("1", "2"),
            ValueAxis.Scale.LINEAR,
            List.of(new SvgCharts.Series("rocksdb", new double[] {2, 3})));
    String rocksdb = "stroke=\"" + SvgCharts.colourOf("rocksdb") + "\"";
    assertThat(first).contains(rocksdb);
    assertThat(second).contains(rocksdb);
  }

  @Test
  void aChartOfZerosIsALineOfText() {
    assertThat(
            SvgCharts.lines(
                "longest GC pause [ms]",
                List.of("1", "2"),
                ValueAxis.Scale.LINEAR,
                List.of(new SvgCharts.Series("skiplist", new double[] {0, 0}))))
        .isEqualTo("<p>Every value of this chart is 0 (or missing): nothing to draw.</p>");
  }

  @Test
  void manyCategoriesAreLabelledSparselyEnoughNotToOverprint() {
    List<String> iterations =
        java.util.stream.IntStream.rangeClosed(1, 64).mapToObj(String::valueOf).toList();

    String chart =
        SvgCharts.lines(
            "longest GC pause [ms]",
            iterations,
            ValueAxis.Scale.LINEAR,
            List.of(new SvgCharts.Series("rocksdb", new double[] {1, 2, 3})));

    int every = SvgCharts.labelEvery(iterations, 560 / 63.0);
    assertThat(every).as("two-digit labels 8.9 px apart").isEqualTo(3);
    assertThat(chart).contains(">1<", ">4<", ">64<").doesNotContain(">2<", ">3<", ">63<");
    assertThat(SvgCharts.labelEvery(List.of("1", "2", "3"), 340)).isEqualTo(1);
  }
}
