package io.kvperf.internal.decision;

import io.kvperf.result.Figure;
import io.kvperf.result.Statistic;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A contract's budgets, as typed terms, at most one per figure; a figure without a term is not held
 * to anything.
 *
 * @param terms the terms, in the order of {@link BudgetFigure}
 */
public record Budgets(List<BudgetTerm> terms) {
  /** No budget at all. */
  public static final Budgets NONE = new Budgets(List.of());

  /** The figures a comparison of two builds decides. */

  /** Sorts the terms and checks there is at most one per figure. */
  public Budgets {
    terms = terms.stream().sorted((a, b) -> a.figure().compareTo(b.figure())).toList();
    for (int i = 1; i < terms.size(); i++) {
      if (terms.get(i).figure() == terms.get(i - 1).figure()) {
        throw new IllegalArgumentException("two terms for " + terms.get(i).figure());
      }
    }
  }

  /** Budgets of {@code terms}. */
  public static Budgets of(BudgetTerm... terms) {
    return new Budgets(List.of(terms));
  }

  /** A budget on throughput only. */
  public static Budgets throughputDrop(double percent) {
    return of(BudgetTerm.percent(BudgetFigure.THROUGHPUT, percent));
  }

  /** The term of {@code figure}, if there is one. */
  public Optional<BudgetTerm> term(BudgetFigure figure) {
    return terms.stream().filter(term -> term.figure() == figure).findFirst();
  }

  /** The tolerance of {@code figure} in percent, if it has a term. */
  public OptionalDouble tolerancePercent(BudgetFigure figure) {
    return term(figure)
        .map(t -> OptionalDouble.of(t.tolerancePercent()))
        .orElse(OptionalDouble.empty());
  }

  /** The tolerance of the term that reads {@code statistic}, if one does. */
  public OptionalDouble tolerancePercent(Statistic statistic) {
    return BudgetFigure.reading(statistic)
        .map(this::tolerancePercent)
        .orElse(OptionalDouble.empty());
  }

  /** The longest accepted GC pause, if there is a limit. */
  public Optional<Duration> gcMaxPause() {
    return term(BudgetFigure.GC_MAX_PAUSE).map(BudgetTerm::limit);
  }

  /** Whether a term compares with a baseline. */
  public boolean hasRelative() {
    return terms.stream()
        .anyMatch(
            term ->
                term.figure().kind() != FigureKind.LIMIT
                    && term.figure().againstBaseline() != AgainstBaseline.NONE);
  }

  /**
   * These terms without those read only against the anchor build: the budget of a comparison with
   * any other build.
   */
  public Budgets withoutAnchorOnly() {
    return new Budgets(
        terms.stream()
            .filter(term -> term.figure().betweenBuilds() != BetweenBuilds.PAIRS_AGAINST_ANCHOR)
            .toList());
  }

  /** Whether a term compares a figure only a baseline of the same machine can judge. */
  public boolean hasMachineBound() {
    return has(FigureScope.SAME_MACHINE);
  }

  /** Whether a term compares a figure a baseline of another CPU can judge. */
  public boolean hasMachineIndependent() {
    return has(FigureScope.SAME_RUNTIME);
  }

  /** Whether a term needs no baseline. */
  public boolean hasAbsolute() {
    return has(FigureScope.ANYWHERE);
  }

  /**
   * The attributes of the figures a comparison of two builds decides ({@link
   * BudgetFigure#readBetweenBuilds()}), for messages: {@code "throughputDrop, p99Rise, …"}.
   */
  public static String buildComparableAttributes() {
    List<String> names = buildComparableAttributeNames();
    return String.join(", ", names.subList(0, names.size() - 1))
        + " or "
        + names.get(names.size() - 1);
  }

  /**
   * The attributes of the figures a comparison of two builds decides, in the table's order: any of
   * them on a contract lets two builds be judged (and, against the anchor, a creep budget too).
   */
  public static List<String> buildComparableAttributeNames() {
    return BudgetFigure.readBetweenBuilds().stream()
        .filter(figure -> figure.betweenBuilds() != BetweenBuilds.PAIRS_AGAINST_ANCHOR)
        .map(BudgetFigure::attribute)
        .toList();
  }

  public boolean hasBuildComparable() {
    return terms.stream()
        .anyMatch(term -> BudgetFigure.readBetweenBuilds().contains(term.figure()));
  }

  private boolean has(FigureScope scope) {
    return terms.stream().anyMatch(term -> term.figure().scope() == scope);
  }

  /** The figures with a term only a baseline of the same machine can judge. */
  public List<Figure> machineBoundFigures() {
    return figures(FigureScope.SAME_MACHINE);
  }

  /** The figures with a term against a baseline, the machine-bound ones first. */
  public List<Figure> relativeFigures() {
    List<Figure> figures = figures(FigureScope.SAME_MACHINE);
    figures.addAll(figures(FigureScope.SAME_RUNTIME));
    return figures;
  }

  private List<Figure> figures(FigureScope scope) {
    List<Figure> figures = new ArrayList<>();
    for (BudgetTerm term : terms) {
      if (term.figure().scope() == scope) {
        figures.add(term.figure().figure());
      }
    }
    return figures;
  }
}
