package io.kvperf.internal.arms;

import io.kvperf.internal.account.BisectSteps;
import io.kvperf.internal.account.BisectSteps.Kind;
import io.kvperf.internal.account.Finding;
import io.kvperf.internal.account.Finding.FirstMovedCommit;
import io.kvperf.internal.account.Finding.FirstMovedVersion;
import io.kvperf.internal.account.Finding.WorstVersion;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a bisect and a sweep found, as the values the reports lead with: the first version or commit
 * that moved, named by the bisect's search ({@link Bisection}), and the version whose budgeted
 * figure changed the worst way. A change is worse the further its log ratio lies the bad way of the
 * figure's direction, whatever the figure, so that a sweep budgeted on throughput and p99 names the
 * version that moved most on either.
 */
final class VersionFindings {
  private VersionFindings() {}

  /**
   * The first step that moved, where {@code search} over {@code steps} named it, with its worst
   * budgeted change in {@code outcomes}, each step's comparison with the oldest by index: a version
   * or a commit, as the steps are; none where the search named no step.
   */
  static List<Finding> firstMoved(
      Bisection.Finding search, BisectSteps steps, Map<Integer, Outcome> outcomes) {
    if (!search.found()) {
      return List.of();
    }
    String moved = steps.names().get(search.firstMoved());
    String lastUnmoved = steps.names().get(search.lastSame());
    return worstChange(outcomes.get(search.firstMoved()))
        .map(change -> firstMoved(steps.kind(), moved, lastUnmoved, change))
        .stream()
        .toList();
  }

  /** The finding that {@code moved}, a step of {@code kind}, moved first by {@code change}. */
  private static Finding firstMoved(Kind kind, String moved, String lastUnmoved, Judgement change) {
    return switch (kind) {
      case RELEASED_VERSIONS -> new FirstMovedVersion(moved, lastUnmoved, change);
      case FIRST_PARENT_COMMITS -> new FirstMovedCommit(moved, lastUnmoved, change);
    };
  }

  /**
   * The version whose budgeted figure changed the worst way against the first, of {@code ran}, the
   * comparison of each version that ran by its name, in the sweep's order (the earlier of two as
   * bad); none where no version's change was measured.
   */
  static List<WorstVersion> worstVersion(Map<String, Outcome> ran) {
    return ran.entrySet().stream()
        .flatMap(
            version ->
                worstChange(version.getValue())
                    .map(change -> new WorstVersion(version.getKey(), change))
                    .stream())
        .reduce((worst, next) -> badness(next.change()) > badness(worst.change()) ? next : worst)
        .stream()
        .toList();
  }

  /**
   * Of {@code outcome}'s judgements of a budgeted figure against the other build with a measured
   * change, the one that changed the worst way (the first of two as bad).
   */
  static Optional<Judgement> worstChange(Outcome outcome) {
    return outcome.judgements().stream()
        .filter(
            judgement ->
                judgement.basis() == Basis.OTHER_BUILD
                    && judgement.reason().counts()
                    && judgement.change().present())
        .reduce((worst, next) -> badness(next) > badness(worst) ? next : worst);
  }

  /**
   * How far a judgement's change lies the bad way: its log ratio, negated where higher is better.
   */
  private static double badness(Judgement judgement) {
    double log = Math.log(judgement.change().ratio());
    return judgement.figure().higherIsBetter() ? -log : log;
  }
}
