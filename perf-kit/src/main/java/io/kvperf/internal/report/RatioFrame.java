package io.kvperf.internal.report;

/**
 * The frame of a chart of ratios in columns on a log scale ({@link ScoreChart}, {@link
 * BuildComparisons}): the SVG and its title, the scale from a little below the lowest ratio (and 1)
 * to a little above the highest (and 1), where a ratio and a column lie, the level line at 1, the
 * ratio labels and a label under each column. One chart's; the charts draw their marks into {@link
 * #svg()} and {@link #close()} it.
 */
final class RatioFrame {
  static final int WIDTH = 760;
  static final int LEFT = 60;
  static final int RIGHT = 20;
  private static final int TOP = 24;
  private static final int PLOT_HEIGHT = 200;

  private final StringBuilder svg;
  private final double bottomLn;
  private final double topLn;
  private final double step;

  /**
   * A frame titled {@code title} of {@code columns} columns whose ratios lie from {@code low} to
   * {@code high}.
   */
  RatioFrame(String title, double low, double high, int columns) {
    this.svg = Svg.open(WIDTH, TOP + PLOT_HEIGHT + 44, title);
    this.bottomLn = Math.log(Math.min(low, 1) / 1.05);
    this.topLn = Math.log(Math.max(high, 1) * 1.05);
    this.step = (WIDTH - LEFT - RIGHT) / (double) columns;
  }

  /** The chart as drawn so far. */
  StringBuilder svg() {
    return svg;
  }

  /** The height at which {@code ratio} lies. */
  double y(double ratio) {
    return Svg.logY(ratio, bottomLn, topLn, TOP, PLOT_HEIGHT);
  }

  /** The width of a column. */
  double step() {
    return step;
  }

  /** The middle of column {@code column}, from 0. */
  double centre(int column) {
    return LEFT + step * (column + 0.5);
  }

  /** Draws the level, a grey line at ratio 1 across the plot. */
  void level() {
    svg.append(Svg.line(LEFT, y(1), WIDTH - RIGHT, y(1), "#888"));
  }

  /** Labels {@code ratios} on the left, the first given winning where two would overlap. */
  void labels(double... ratios) {
    Svg.ratioLabels(svg, LEFT - 6, ratios, this::y);
  }

  /** Labels column {@code column} under the plot. */
  void columnLabel(int column, String label) {
    svg.append(Svg.text(centre(column), TOP + PLOT_HEIGHT + 18, "middle", label));
  }

  /** The finished chart. */
  String close() {
    return svg.append("</svg>").toString();
  }
}
