package io.kvperf.internal.report;

import io.kvperf.result.FlameFrame;
import java.util.Locale;

/**
 * A regression dossier's differential flame graph as a self-contained SVG: the root at the bottom,
 * each frame as wide as its share of arm A's CPU samples, red where A spends more there than B,
 * blue where less, the deeper the larger the change (full at {@link #FULL_COLOUR_CHANGE}); each
 * frame's name, library, shares and change in its tooltip. A frame B runs and A does not has no
 * width: the dossier's tables list it.
 */
public final class FlameGraphSvg {
  /** The graph's width in pixels. */
  static final int WIDTH_PX = 1200;

  /** A frame's height in pixels. */
  static final int FRAME_HEIGHT_PX = 16;

  /** The change of share that takes a frame's colour to full: 5 points. */
  static final double FULL_COLOUR_CHANGE = 0.05;

  /** A character's width in pixels, near enough, at the graph's font size. */
  private static final double CHARACTER_WIDTH_PX = 6.5;

  private static final int LEGEND_HEIGHT_PX = 20;

  private FlameGraphSvg() {}

  /** The SVG of {@code root}'s graph; a short note where it has no frames. */
  public static String of(FlameFrame root) {
    int levels = root.depth() + 1;
    int height = LEGEND_HEIGHT_PX + levels * FRAME_HEIGHT_PX;
    StringBuilder svg =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0"
                    + " %d %d\" font-family=\"monospace\" font-size=\"11\" role=\"img\">",
                WIDTH_PX,
                height,
                WIDTH_PX,
                height));
    svg.append(
        Svg.text(
            4,
            13,
            "start",
            root.isEmpty()
                ? "no CPU samples to draw"
                : "width: share of A's CPU samples; red: A spends more there than B, blue: less"
                    + " (full colour at "
                    + Math.round(FULL_COLOUR_CHANGE * 100)
                    + " points)"));
    if (!root.isEmpty()) {
      double scale = WIDTH_PX / Math.max(root.shareA(), Double.MIN_NORMAL);
      draw(svg, root, 0, 0, height, scale);
    }
    return svg.append("</svg>").toString();
  }

  private static void draw(
      StringBuilder svg, FlameFrame frame, double x, int level, int height, double scale) {
    double width = frame.shareA() * scale;
    if (width < 0.5) {
      return;
    }
    double y = height - (level + 1) * FRAME_HEIGHT_PX;
    svg.append(
            String.format(
                Locale.ROOT,
                "<g><title>%s</title><rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\""
                    + " fill=\"%s\" stroke=\"#fff\" stroke-width=\"0.5\"/>",
                Svg.escape(tooltip(frame)),
                x,
                Math.round(y),
                width,
                FRAME_HEIGHT_PX - 1,
                colour(frame.change())))
        .append(label(frame.name(), x, y, width))
        .append("</g>");
    double childX = x;
    for (FlameFrame child : frame.children()) {
      draw(svg, child, childX, level + 1, height, scale);
      childX += child.shareA() * scale;
    }
  }

  private static String label(String name, double x, double y, double width) {
    int fits = (int) ((width - 4) / CHARACTER_WIDTH_PX);
    if (fits < 3) {
      return "";
    }
    String shown = name.length() <= fits ? name : name.substring(0, fits - 2) + "..";
    return String.format(
        Locale.ROOT,
        "<text x=\"%.1f\" y=\"%.1f\">%s</text>",
        x + 2,
        y + FRAME_HEIGHT_PX - 4,
        Svg.escape(shown));
  }

  private static String tooltip(FlameFrame frame) {
    return String.format(
        Locale.ROOT,
        "%s%s: A %.1f %%, B %.1f %%, %+.1f points",
        frame.name(),
        frame.library().isEmpty() ? "" : " (" + frame.library() + ")",
        frame.shareA() * 100,
        frame.shareB() * 100,
        frame.change() * 100);
  }

  /** White for no change, to full red (A more) or full blue (A less) at the full change. */
  static String colour(double change) {
    double depth = Math.min(1, Math.abs(change) / FULL_COLOUR_CHANGE);
    int faded = (int) Math.round(235 - 185 * depth);
    return change >= 0
        ? String.format(Locale.ROOT, "rgb(245,%d,%d)", faded, faded)
        : String.format(Locale.ROOT, "rgb(%d,%d,245)", faded, faded);
  }
}
