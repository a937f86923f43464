package io.kvperf.internal.report;

import io.kvperf.internal.history.AnchorRatio;
import io.kvperf.internal.history.ChangePoint;
import io.kvperf.internal.history.FigureDirection;
import io.kvperf.internal.history.Movement;
import io.kvperf.internal.history.SeriesAnalysis;
import io.kvperf.internal.history.SeriesKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The history's findings in words, one line per series that has any: where it stands against the
 * anchor ("since git:v2.3.0, −4.1 % [−5.0, −3.2] over 37 commits"), and each change point not yet
 * acknowledged ("a step of −2.8 % [−3.5, −2.1] at abc1234, a regression").
 */
public final class HistoryText {
  /** How many hex digits name a commit. */
  static final int SHORT_COMMIT = 7;

  private HistoryText() {}

  /** The lines of {@code analyses} that say something, in their order. */
  public static List<String> lines(List<SeriesAnalysis> analyses) {
    List<String> lines = new ArrayList<>();
    for (SeriesAnalysis analysis : analyses) {
      List<String> parts = new ArrayList<>();
      since(analysis).ifPresent(parts::add);
      for (ChangePoint point : analysis.newChangePoints()) {
        parts.add(step(point, analysis.direction()));
      }
      if (!parts.isEmpty()) {
        lines.add(name(analysis.series().key()) + ": " + String.join("; ", parts));
      }
    }
    return lines;
  }

  /** {@code summary.md}'s section, empty where no series says anything. */
  public static String markdown(List<SeriesAnalysis> analyses) {
    List<String> lines = lines(analyses);
    if (lines.isEmpty()) {
      return "";
    }
    StringBuilder text = new StringBuilder("\n### History\n\n");
    lines.forEach(line -> text.append("- ").append(MarkdownText.of(line)).append('\n'));
    return text.append("\nEvery series, drawn: ").append(HtmlPage.HISTORY).append(".\n").toString();
  }

  /** {@code contract [engine] figure}. */
  static String name(SeriesKey key) {
    return key.contract() + " [" + key.engine() + "] " + key.figure();
  }

  private static Optional<String> since(SeriesAnalysis analysis) {
    Optional<AnchorRatio> latest = analysis.latestAnchorRatio();
    if (latest.isEmpty()) {
      return Optional.empty();
    }
    AnchorRatio ratio = latest.get();
    String budget =
        Double.isNaN(ratio.creepBudgetPercent())
            ? ""
            : String.format(Locale.ROOT, " (creep budget %.0f %%)", ratio.creepBudgetPercent());
    return Optional.of(
        String.format(
            Locale.ROOT,
            "since %s, %s%s over %d commits%s",
            ratio.anchor(),
            percent(ratio.ratio() - 1),
            interval(ratio.low() - 1, ratio.high() - 1),
            analysis.commitsSinceAnchor(),
            budget));
  }

  /** A change point in words. */
  static String step(ChangePoint point, FigureDirection direction) {
    Movement movement = point.movement(direction);
    return String.format(
        Locale.ROOT,
        "a step of %s%s at %s, %s",
        percent(point.step().estimate()),
        interval(point.step().lower(), point.step().upper()),
        shortCommit(point.id()),
        movement.name().toLowerCase(Locale.ROOT).replace('_', ' '));
  }

  static String shortCommit(String commit) {
    return commit.length() > SHORT_COMMIT ? commit.substring(0, SHORT_COMMIT) : commit;
  }

  private static String percent(double fraction) {
    return String.format(Locale.ROOT, "%+.1f %%", fraction * 100);
  }

  private static String interval(double low, double high) {
    return Double.isFinite(low) && Double.isFinite(high)
        ? String.format(Locale.ROOT, " [%+.1f, %+.1f]", low * 100, high * 100)
        : "";
  }
}
