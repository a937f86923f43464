package io.kvperf.internal.report;

import java.util.Locale;

/** SVG and HTML primitives for the report's charts: elements, escaping, compact figures. */
final class Svg {
  private Svg() {}

  static StringBuilder open(int width, int height, String unit) {
    return new StringBuilder(
        String.format(
            Locale.ROOT,
            "<svg width=\"%d\" height=\"%d\" viewBox=\"0 0 %d"
                + " %d\" font-family=\"sans-serif\" font-size=\"11\" role=\"img\"><text x=\"4\""
                + " y=\"12\" fill=\"#555\">%s</text>",
            width,
            height,
            width,
            height,
            escape(unit)));
  }

  static String line(double x1, double y1, double x2, double y2, String colour) {
    return String.format(
        Locale.ROOT,
        "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>",
        x1,
        y1,
        x2,
        y2,
        colour);
  }

  static String text(double x, double y, String anchor, String content) {
    return String.format(
        Locale.ROOT,
        "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>",
        x,
        y,
        anchor,
        escape(content));
  }

  /** A value in a few characters: 1.23M, 456k, 7.8. */
  static String compact(double value) {
    if (!Double.isFinite(value)) {
      return "n/a";
    }
    double magnitude = Math.abs(value);
    if (magnitude >= 1e9) {
      return String.format(Locale.ROOT, "%.3gG", value / 1e9);
    }
    if (magnitude >= 1e6) {
      return String.format(Locale.ROOT, "%.3gM", value / 1e6);
    }
    if (magnitude >= 1e3) {
      return String.format(Locale.ROOT, "%.3gk", value / 1e3);
    }
    return String.format(Locale.ROOT, "%.3g", value);
  }

  /** {@code text} safe inside XML and HTML. */
  static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }

  static double finiteOr(double value, double fallback) {
    return Double.isFinite(value) ? value : fallback;
  }

  /**
   * Labels of {@code ticks} (ratios, three decimals) right-aligned at {@code x}, each at height
   * {@code y} of it; a tick that would overlap one labelled before it is left off, so the first
   * ticks given win.
   */
  static void ratioLabels(
      StringBuilder svg, double x, double[] ticks, java.util.function.DoubleUnaryOperator y) {
    java.util.List<Double> labelled = new java.util.ArrayList<>();
    for (double tick : ticks) {
      double at = y.applyAsDouble(tick);
      if (labelled.stream().noneMatch(other -> Math.abs(other - at) < 12)) {
        labelled.add(at);
        svg.append(text(x, at + 4, "end", String.format(Locale.ROOT, "%.3f", tick)));
      }
    }
  }

  /**
   * The height at which {@code ratio} lies on a log-scale plot from {@code plotTop} down {@code
   * plotHeight} pixels, spanning {@code ln} values {@code bottomLn} to {@code topLn}.
   */
  static double logY(
      double ratio, double bottomLn, double topLn, double plotTop, double plotHeight) {
    return plotTop + plotHeight - plotHeight * (Math.log(ratio) - bottomLn) / (topLn - bottomLn);
  }
}
