package io.kvperf.internal.report;

import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A judgement in plain words, the first clause of every account: what was compared with what, the
 * change measured with its interval, the budget, and the smallest change this run could have
 * caught, e.g. {@code throughput -4.8 % [-22.9, +17.4] against org.rocksdb:rocksdbjni:9.0.1; a 10 %
 * budget: this run could only have caught a change of 28 % or more}. Rendered from the typed values
 * alone.
 */
public final class JudgementText {
  private JudgementText() {}

  /** The order headlines come in: what decided an invocation first. */
  private static final List<Verdict> ORDER =
      List.of(
          Verdict.FAILED,
          Verdict.INCONCLUSIVE,
          Verdict.NOT_CHECKED,
          Verdict.UPDATED,
          Verdict.OFF,
          Verdict.PASSED);

  /**
   * The headlines of the judgements that decide an invocation, one a line: failures first, then the
   * undecided, the unchecked, and what held; the figures only estimated are left to the account
   * below.
   */
  public static List<String> headlines(List<Judgement> judgements) {
    List<String> lines = new ArrayList<>();
    judgements.stream()
        .filter(j -> j.reason().counts())
        .sorted(Comparator.comparing((Judgement j) -> ORDER.indexOf(j.verdict())))
        .forEach(j -> lines.add(headline(j)));
    return lines;
  }

  /**
   * An invocation's account: the headlines of its judgements first, then the deciders' {@code
   * detail}, lines separated by {@code \n}.
   */
  public static String account(List<Judgement> judgements, String detail) {
    List<String> lines = new ArrayList<>(headlines(judgements));
    lines.add(detail);
    return String.join("\n", lines);
  }

  /** One judgement's headline. */
  public static String headline(Judgement judgement) {
    Estimate change = judgement.change();
    if (!change.present()) {
      return withoutChange(judgement);
    }
    StringBuilder text = new StringBuilder(judgement.figure().label());
    boolean ratio =
        judgement.basis() == Basis.OTHER_ENGINE || judgement.basis() == Basis.OTHER_OPERATION;
    if (ratio) {
      text.append(String.format(Locale.ROOT, " %.3f", change.ratio()));
      if (change.hasInterval()) {
        text.append(String.format(Locale.ROOT, " [%.3f, %.3f]", change.low(), change.high()));
      }
    } else if (judgement.basis() == Basis.LIMIT) {
      text.append(String.format(Locale.ROOT, " at %.0f %% of its limit", change.ratio() * 100));
    } else {
      text.append(' ').append(percent(change.ratio()));
      if (change.hasInterval()) {
        text.append(
            String.format(
                Locale.ROOT,
                " [%s, %s]",
                percentNumber(change.low()),
                percentNumber(change.high())));
      }
    }
    text.append(against(judgement));
    Limits limits = judgement.limits();
    if (!Double.isNaN(limits.budget()) && judgement.basis() != Basis.LIMIT) {
      text.append(
          ratio
              ? String.format(Locale.ROOT, "; budget: at least %s", number(limits.budget()))
              : "; a " + number(Math.abs(limits.budget() - 1) * 100) + " % budget");
      if (!ratio
          && judgement.verdict() == Verdict.PASSED
          && beyond(change.ratio(), limits.budget())) {
        text.append(", held: the change is below the absolute slack under which no budget fails");
      } else if (!ratio
          && !Double.isNaN(limits.detectable())
          && judgement.verdict() != Verdict.FAILED) {
        text.append(
            String.format(
                Locale.ROOT,
                ": this run could only have caught a change of %s %% or more",
                number(Math.abs(limits.detectable() - 1) * 100)));
      }
    }
    return text.toString();
  }

  /** The headline of a judgement that measured no change: why, or what became of the figure. */
  private static String withoutChange(Judgement judgement) {
    String where = judgement.against().isEmpty() ? "" : " (" + judgement.against() + ")";
    return judgement.figure().label()
        + switch (judgement.reason()) {
          case RECORDED -> " recorded" + where;
          case NOT_RECORDED -> " FAILED: not recorded, the run breaks an absolute budget";
          case BASELINES_OFF -> ": baselines are off";
          case COULD_NOT_RUN -> " FAILED: could not run" + where + ": " + judgement.cause();
          default ->
              (judgement.verdict() == Verdict.FAILED ? " FAILED: " : " not checked: ")
                  + VerdictSummary.whyNotChecked(judgement.reason())
                  + where;
        };
  }

  /** Whether {@code ratio} lies beyond {@code budget}, the way away from no change. */
  private static boolean beyond(double ratio, double budget) {
    return budget >= 1 ? ratio > budget : ratio < budget;
  }

  private static String against(Judgement judgement) {
    return switch (judgement.basis()) {
      case BASELINE -> " against the baseline";
      case OTHER_CPU_BASELINE -> " against the baseline of " + judgement.against();
      case OTHER_BUILD -> " against " + judgement.against();
      case OTHER_ENGINE, OTHER_OPERATION -> " of " + judgement.against();
      case LIMIT, NOTHING -> "";
    };
  }

  /** {@code -4.8 %}: a ratio's change in percent. */
  private static String percent(double ratio) {
    return percentNumber(ratio) + " %";
  }

  private static String percentNumber(double ratio) {
    return Double.isInfinite(ratio) ? "+∞" : String.format(Locale.ROOT, "%+.1f", (ratio - 1) * 100);
  }

  /** A number as a budget names it: {@code 10}, {@code 12.5}, {@code 28}. */
  private static String number(double value) {
    return Math.abs(value - Math.rint(value)) < 0.05
        ? String.format(Locale.ROOT, "%.0f", value)
        : String.format(Locale.ROOT, "%.1f", value);
  }
}
