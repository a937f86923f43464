package io.kvperf.internal.report;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The inline SVG charts of {@code index.html}, drawn without any library so that the page needs
 * nothing outside itself: horizontal bars with interval whiskers, marks and points, and lines over
 * categories on a linear or logarithmic scale ({@link ValueAxis}). Every mark carries a {@code
 * <title>} tooltip.
 */
final class SvgCharts {
  /** Colours for series, cycled. */
  static final List<String> PALETTE =
      List.of(
          "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7",
          "#9c755f", "#bab0ac");

  /** The width, in pixels, a character of an axis label takes at the charts' font size. */
  static final double LABEL_CHARACTER_WIDTH_PIXELS = 7;

  private static final int WIDTH = 760;
  private static final int LEFT = 170;
  private static final int RIGHT = 30;
  private static final int PLOT_WIDTH = WIDTH - LEFT - RIGHT;
  private static final int ROW = 26;
  private static final int LINES_TOP = 20;
  private static final int LINES_PLOT_HEIGHT = 220;

  /**
   * One bar: its label, value, interval ({@code NaN}s for none), a mark (the baseline, or {@code
   * NaN}), points (per fork), and whether it is drawn as failed.
   */
  record Bar(
      String label,
      double value,
      double low,
      double high,
      double mark,
      double[] points,
      boolean failed) {}

  /** One line: its name and a value per category ({@code NaN} where it has none). */
  record Series(String name, double[] values) {}

  private SvgCharts() {}

  /**
   * The colour of a series, from its engine id (the name's last word: {@code rocksdb}, {@code
   * getOnly on rocksdb}), so that an engine keeps its colour in every chart of every report.
   */
  static String colourOf(String seriesName) {
    String engine = seriesName.strip().substring(seriesName.strip().lastIndexOf(' ') + 1);
    return PALETTE.get(Math.floorMod(engine.hashCode(), PALETTE.size()));
  }

  /** Horizontal bars on a linear scale from zero, with whiskers, marks and points. */
  static String bars(String unit, List<Bar> bars) {
    ValueAxis axis = ValueAxis.fromZero(largest(bars));
    int height = 30 + ROW * bars.size() + 30;
    StringBuilder svg = Svg.open(WIDTH, height, unit);
    for (int tick = 0; tick <= axis.ticks(); tick++) {
      double x = LEFT + PLOT_WIDTH * tick / (double) axis.ticks();
      svg.append(Svg.line(x, 20, x, height - 28, "#ddd"))
          .append(Svg.text(x, height - 12, "middle", Svg.compact(axis.tickValue(tick))));
    }
    for (int i = 0; i < bars.size(); i++) {
      bar(svg, bars.get(i), 26 + ROW * i, axis.top(), unit);
    }
    return svg.append("</svg>").toString();
  }

  /** The largest finite value, interval end, mark or point of {@code bars}; 0 for none. */
  private static double largest(List<Bar> bars) {
    double max = 0;
    for (Bar bar : bars) {
      max = Math.max(max, Svg.finiteOr(bar.value, 0));
      max = Math.max(max, Svg.finiteOr(bar.high, 0));
      max = Math.max(max, Svg.finiteOr(bar.mark, 0));
      for (double point : bar.points) {
        max = Math.max(max, Svg.finiteOr(point, 0));
      }
    }
    return max;
  }

  /** {@code bar} in the row at height {@code y}, on an axis from zero to {@code top}. */
  private static void bar(StringBuilder svg, Bar bar, double y, double top, String unit) {
    double center = y + ROW / 2.0 - 3;
    svg.append(Svg.text(LEFT - 8, center + 4, "end", bar.label));
    double width = PLOT_WIDTH * Svg.finiteOr(bar.value, 0) / top;
    svg.append(
        String.format(
            Locale.ROOT,
            "<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\"><title>%s: %s %s"
                + "</title></rect>",
            LEFT,
            y,
            width,
            ROW - 8,
            bar.failed ? "#e15759" : "#4e79a7",
            Svg.escape(bar.label),
            Svg.compact(bar.value),
            Svg.escape(unit)));
    if (Double.isFinite(bar.low) && Double.isFinite(bar.high)) {
      double x1 = LEFT + PLOT_WIDTH * bar.low / top;
      double x2 = LEFT + PLOT_WIDTH * bar.high / top;
      svg.append(Svg.line(x1, center, x2, center, "#222"))
          .append(Svg.line(x1, center - 5, x1, center + 5, "#222"))
          .append(Svg.line(x2, center - 5, x2, center + 5, "#222"));
    }
    for (double point : bar.points) {
      if (Double.isFinite(point)) {
        svg.append(
            String.format(
                Locale.ROOT,
                "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#fff\" stroke=\"#222\"><title>fork:"
                    + " %s</title></circle>",
                LEFT + PLOT_WIDTH * point / top,
                center,
                Svg.compact(point)));
      }
    }
    if (Double.isFinite(bar.mark)) {
      double x = LEFT + PLOT_WIDTH * bar.mark / top;
      svg.append(
          String.format(
              Locale.ROOT,
              "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\""
                  + " stroke-width=\"3\"><title>baseline: %s</title></line>",
              x,
              y - 3,
              x,
              y + ROW - 5,
              Svg.compact(bar.mark)));
    }
  }

  /** Lines over {@code categories}, the y axis linear from zero or logarithmic. */
  static String lines(
      String unit, List<String> categories, ValueAxis.Scale scale, List<Series> series) {
    Optional<ValueAxis> fitted = ValueAxis.of(scale, series.stream().map(Series::values).toList());
    if (fitted.isEmpty()) {
      return "<p>Every value of this chart is 0 (or missing): nothing to draw.</p>";
    }
    ValueAxis axis = fitted.get();
    int legend = 18 * ((series.size() + 2) / 3);
    int height = LINES_TOP + LINES_PLOT_HEIGHT + 40 + legend;
    StringBuilder svg = Svg.open(WIDTH, height, unit);
    int ticks = axis.ticks();
    for (int tick = 0; tick <= ticks; tick++) {
      double y = LINES_TOP + LINES_PLOT_HEIGHT - LINES_PLOT_HEIGHT * tick / (double) ticks;
      svg.append(Svg.line(LEFT, y, WIDTH - RIGHT, y, "#ddd"))
          .append(Svg.text(LEFT - 8, y + 4, "end", Svg.compact(axis.tickValue(tick))));
    }
    double step = categories.size() > 1 ? PLOT_WIDTH / (double) (categories.size() - 1) : 0;
    int every = labelEvery(categories, step);
    for (int c = 0; c < categories.size(); c += every) {
      svg.append(
          Svg.text(
              LEFT + step * c, LINES_TOP + LINES_PLOT_HEIGHT + 18, "middle", categories.get(c)));
    }
    for (int s = 0; s < series.size(); s++) {
      line(svg, series.get(s), categories, step, axis, unit);
      legendEntry(svg, series.get(s), s);
    }
    return svg.append("</svg>").toString();
  }

  /** {@code one}'s points, each with its tooltip, and the path through them. */
  private static void line(
      StringBuilder svg,
      Series one,
      List<String> categories,
      double step,
      ValueAxis axis,
      String unit) {
    String colour = colourOf(one.name);
    StringBuilder path = new StringBuilder();
    for (int c = 0; c < one.values.length && c < categories.size(); c++) {
      double v = one.values[c];
      if (!ValueAxis.drawn(axis.scale(), v)) {
        continue;
      }
      double x = LEFT + step * c;
      double y = LINES_TOP + LINES_PLOT_HEIGHT - LINES_PLOT_HEIGHT * axis.share(v);
      path.append(path.length() == 0 ? "M" : " L")
          .append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
      svg.append(
          String.format(
              Locale.ROOT,
              "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"><title>%s, %s: %s %s</title>"
                  + "</circle>",
              x,
              y,
              colour,
              Svg.escape(one.name),
              Svg.escape(categories.get(c)),
              Svg.compact(v),
              Svg.escape(unit)));
    }
    svg.append("<path d=\"")
        .append(path)
        .append("\" fill=\"none\" stroke=\"")
        .append(colour)
        .append("\" stroke-width=\"2\"/>");
  }

  /** The legend's entry of series number {@code s}, three to a row under the plot. */
  private static void legendEntry(StringBuilder svg, Series one, int s) {
    double lx = 10 + (s % 3) * 250;
    double ly = LINES_TOP + LINES_PLOT_HEIGHT + 40 + 18 * (s / 3);
    svg.append(
            String.format(
                Locale.ROOT,
                "<rect x=\"%.0f\" y=\"%.0f\" width=\"12\" height=\"12\" fill=\"%s\"/>",
                lx,
                ly - 10,
                colourOf(one.name)))
        .append(Svg.text(lx + 16, ly, "start", one.name));
  }

  /**
   * Label one category in this many, so that labels {@code stepPixels} apart never overprint: 1
   * when the widest label fits in a step (with a character's gap).
   */
  static int labelEvery(List<String> categories, double stepPixels) {
    if (categories.size() < 2 || stepPixels <= 0) {
      return 1;
    }
    int widest = categories.stream().mapToInt(String::length).max().orElse(0);
    double labelPixels = (widest + 1) * LABEL_CHARACTER_WIDTH_PIXELS;
    return Math.max(1, (int) Math.ceil(labelPixels / stepPixels));
  }
}
