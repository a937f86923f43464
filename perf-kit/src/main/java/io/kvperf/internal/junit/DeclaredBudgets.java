package io.kvperf.internal.junit;

import io.kvperf.api.Budget;
import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.LatencyRatio;
import io.kvperf.api.Operation;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetTerm;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.LatencyRatioBudget;
import io.kvperf.internal.gate.RatioBudget;
import io.kvperf.internal.settings.DurationText;
import io.kvperf.workload.WorkloadSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A contract's budgets as its annotations declare them, validated: what its figures are held to,
 * and the ratios it must keep to another engine and between two operation types.
 *
 * @param perFigure the budgets of its figures from {@link Budget}: against the baseline, between
 *     builds and absolute
 * @param ratio the ratio budget against another engine in the same run ({@link
 *     Budget#relativeTo()}), if any
 * @param latencyRatio the budget on two operation types' mean latencies ({@link LatencyRatio}), if
 *     any
 */
record DeclaredBudgets(
    Budgets perFigure, Optional<RatioBudget> ratio, Optional<LatencyRatioBudget> latencyRatio) {

  /** The terms {@code budget} declares, one per attribute set; none without a budget. */
  static Budgets termsOf(Budget budget) {
    if (budget == null) {
      return Budgets.NONE;
    }
    List<BudgetTerm> terms = new ArrayList<>();
    for (BudgetFigure figure : BudgetFigure.values()) {
      figure
          .declaredPercent(budget)
          .ifPresent(percent -> terms.add(BudgetTerm.percent(figure, percent)));
    }
    if (!budget.gcMaxPause().isEmpty()) {
      terms.add(
          BudgetTerm.gcMaxPause(
              DurationText.parse(Budget.class, "gcMaxPause", budget.gcMaxPause())));
    }
    return new Budgets(terms);
  }

  /** The ratio to another engine {@code budget} declares, if it declares one. */
  static Optional<RatioBudget> ratioOf(Budget budget) {
    if (budget == null || (budget.relativeTo().isEmpty() && budget.atLeast() == Budget.UNSET)) {
      return Optional.empty();
    }
    return Optional.of(new RatioBudget(budget.relativeTo(), budget.atLeast()));
  }

  /**
   * The latency ratio {@code declared} declares, of two operation types {@code workload} runs.
   *
   * @throws InvalidAnnotationException naming the attribute whose operation the mix has not
   */
  static LatencyRatioBudget latencyRatioOf(LatencyRatio declared, WorkloadSpec workload) {
    LatencyRatioBudget budget =
        new LatencyRatioBudget(declared.of(), declared.to(), declared.atLeast());
    for (Operation operation : List.of(budget.of(), budget.to())) {
      if (!workload.threadGroups().runs(operation)) {
        throw InvalidAnnotationException.of(
            LatencyRatio.class,
            operation == budget.of() ? "of" : "to",
            operation,
            "the workload's mix has no " + operation.mixAttribute());
      }
    }
    return budget;
  }
}
