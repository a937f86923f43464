package io.kvperf.internal.arms;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.BisectHeading;
import io.kvperf.internal.account.BisectHeading.Conclusion;
import io.kvperf.internal.account.BisectSteps;
import io.kvperf.internal.account.VersionAccount;
import io.kvperf.internal.account.VersionNotRun;
import io.kvperf.internal.account.VersionNotRun.Effect;
import io.kvperf.internal.arms.Bisection.Finding;
import io.kvperf.internal.arms.Bisection.Step;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One bisect's search over its steps ({@link Bisection}), each compared with the oldest, and what
 * it concluded: the newest step's comparison, its account opened by what the search found ({@link
 * BisectHeading}) and followed by each step's comparison and each step that could not run, and the
 * first step that moved as the finding the reports lead with. The newest is judged by the
 * contract's budget; once it moved, the steps between by the {@link HalfwayBudget} of the ends'
 * change. A step whose comparison throws a {@link ForkFailedException}, or an {@link
 * IllegalArgumentException} where its build cannot be had, is a gap the search steps around.
 */
final class BisectSearch {
  /** The comparison of one step of a bisect with the oldest. */
  @FunctionalInterface
  interface StepComparison {
    /** The step at {@code index} compared with the oldest and judged by {@code budget}. */
    Outcome compare(int index, Budgets budget);
  }

  private final BisectSteps steps;
  private final Budgets budget;
  private final Map<Integer, Outcome> outcomes = new TreeMap<>();
  private final Map<Integer, String> cannotRun = new TreeMap<>();
  private Optional<HalfwayBudget> halfway = Optional.empty();
  private final Finding finding;

  private BisectSearch(BisectSteps steps, Budgets budget, StepComparison compareWithOldest) {
    this.steps = steps;
    this.budget = budget;
    this.finding = Bisection.search(steps.size(), index -> step(index, compareWithOldest));
  }

  /**
   * Searches {@code steps}, {@code compareWithOldest} giving the comparison of the step at an index
   * with the oldest, judged by a budget: the contract's {@code budget} for the newest, the halfway
   * between the ends' figures for the steps between.
   */
  static BisectSearch run(BisectSteps steps, Budgets budget, StepComparison compareWithOldest) {
    return new BisectSearch(steps, budget, compareWithOldest);
  }

  /** Where the search ended. */
  Finding finding() {
    return finding;
  }

  /** The comparison of the step at {@code index} with the oldest; the search made it. */
  Outcome outcome(int index) {
    return outcomes.get(index);
  }

  /** What comparing the step at {@code index} with the oldest said. */
  private Step step(int index, StepComparison compareWithOldest) {
    boolean newest = index == steps.size() - 1;
    Outcome outcome;
    try {
      outcome =
          compareWithOldest.compare(
              index, newest ? budget : halfway.map(HalfwayBudget::budget).orElse(budget));
    } catch (ForkFailedException | IllegalArgumentException e) {
      // A step this machine cannot build or run is a gap the search steps around.
      cannotRun.put(index, String.valueOf(e.getMessage()));
      return Step.CANNOT_RUN;
    }
    outcomes.put(index, outcome);
    if (newest && outcome.failed()) {
      halfway = Optional.of(HalfwayBudget.of(budget, outcome));
    }
    return outcome.failed()
        ? Step.MOVED
        : outcome.verdict() == Verdict.PASSED ? Step.SAME : Step.UNCLEAR;
  }

  /**
   * The two ends' comparison, its account the search's: what it found, then each step's comparison
   * and each step that could not run; and the first step that moved, where the search named it.
   *
   * @throws ForkFailedException when the newest step could not run
   */
  Outcome concluded() {
    int newest = steps.size() - 1;
    List<AccountLine> lines = new ArrayList<>();
    lines.add(heading(steps, finding));
    halfway
        .filter(h -> !h.line().terms().isEmpty() && outcomes.size() > 1)
        .ifPresent(h -> lines.add(h.line()));
    List<ArmEstimate> estimates = new ArrayList<>();
    outcomes.forEach(
        (index, outcome) -> {
          lines.add(new VersionAccount(name(index), outcome.verdict(), outcome.account()));
          estimates.addAll(outcome.estimates());
        });
    cannotRun.forEach(
        (index, cause) -> lines.add(new VersionNotRun(name(index), cause, Effect.STEPPED_AROUND)));
    Outcome ends = outcomes.get(newest);
    if (ends == null) {
      throw new ForkFailedException(
          "the newest of the range, "
              + steps.newest()
              + ", could not run, so there is nothing to bisect: "
              + cannotRun.get(newest),
          null);
    }
    return ends.withAccount(new Account(lines))
        .withEstimates(estimates)
        .withFindings(VersionFindings.firstMoved(finding, steps, outcomes));
  }

  private String name(int index) {
    return steps.names().get(index);
  }

  /** The opening of the account of a bisect over {@code steps}: the range and what was found. */
  static BisectHeading heading(BisectSteps steps, Finding finding) {
    Conclusion conclusion;
    if (finding.found()) {
      conclusion = Conclusion.FIRST_MOVED_FOUND;
    } else if (finding.firstMoved() < 0) {
      conclusion = finding.unclear() ? Conclusion.ENDS_UNCLEAR : Conclusion.NOTHING_MOVED;
    } else {
      conclusion = finding.boundedByGaps() ? Conclusion.BOUNDED_BY_GAPS : Conclusion.STEP_UNCLEAR;
    }
    List<String> names = steps.names();
    return new BisectHeading(
        steps,
        conclusion,
        names.get(finding.lastSame()),
        finding.firstMoved() < 0 ? Optional.empty() : Optional.of(names.get(finding.firstMoved())),
        finding.gaps().stream().sorted().map(names::get).toList());
  }
}
