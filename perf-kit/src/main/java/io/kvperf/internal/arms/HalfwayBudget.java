package io.kvperf.internal.arms;

import io.kvperf.internal.account.BisectStepsHalfway;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetTerm;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The budget a bisect judges the steps between its ends by, once the ends have moved: each figure
 * the ends' comparison failed, held to half the change the ends measured (the geometric midpoint of
 * their ratio), and nothing else. A step is then judged by which end it is nearer, as Pinpoint
 * compares a commit with both ends, rather than by the contract's budget: where the ends differ by
 * 5 % against a 3 % budget, a step 1.5 % off the oldest neither passes nor fails that budget, but
 * lies clearly on the oldest's side of 2.5 %.
 *
 * @param budget the budget the steps are judged by
 * @param line what the account says of it
 */
record HalfwayBudget(Budgets budget, BisectStepsHalfway line) {

  /**
   * The halfway budget between the ends, from the contract's {@code budget} and the ends'
   * comparison {@code ends}; where the ends failed no term of it with an estimate, the contract's
   * budget.
   */
  static HalfwayBudget of(Budgets budget, Outcome ends) {
    List<BudgetTerm> terms = new ArrayList<>();
    List<BisectStepsHalfway.Term> said = new ArrayList<>();
    for (BudgetTerm term : budget.terms()) {
      if (!BudgetFigure.readBetweenBuilds().contains(term.figure())) {
        continue;
      }
      // Where a figure failed on several operation types, the smallest move bounds the halfway.
      Optional<Double> endsRatio =
          ends.judgements().stream()
              .filter(j -> j.verdict() == Verdict.FAILED && j.change().present())
              .filter(
                  j -> BudgetFigure.judging(j.figure()).filter(term.figure()::equals).isPresent())
              .map(j -> j.change().ratio())
              .filter(ratio -> ratio > 0)
              .min((x, y) -> Double.compare(Math.abs(Math.log(x)), Math.abs(Math.log(y))));
      if (endsRatio.isEmpty()) {
        continue;
      }
      double halfwayPercent = 100 * Math.abs(Math.sqrt(endsRatio.get()) - 1);
      terms.add(BudgetTerm.percent(term.figure(), halfwayPercent));
      said.add(
          new BisectStepsHalfway.Term(term.figure().attribute(), endsRatio.get(), halfwayPercent));
    }
    return terms.isEmpty()
        ? new HalfwayBudget(budget, new BisectStepsHalfway(List.of()))
        : new HalfwayBudget(new Budgets(terms), new BisectStepsHalfway(said));
  }
}
