package io.kvperf.internal.pairs;

import io.kvperf.api.Operation;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * The figures of a comparison of two builds, each decided against its budget or, where no budget
 * reads it and estimates are wanted, estimated with a 95 % interval and not judged.
 */
final class ArmFigures {
  /** An estimate's error on each side: 95 % two-sided intervals where nothing is judged. */
  static final double ESTIMATE_ALPHA = 0.025;

  private ArmFigures() {}

  /**
   * Throughput, each p99 and allocation per operation of {@code pairs}: decided at error {@code
   * alpha} where {@code budget} reads them, estimated where it does not and {@code estimateOthers}
   * (allocation only where every fork measured it), left out otherwise.
   */
  static List<FigureDecision> of(
      ArmPairs pairs, Budgets budget, double alpha, boolean estimateOthers) {
    List<FigureDecision> figures = new ArrayList<>();
    PairedFigure throughput = PairedFigure.of("throughput", pairs.throughput(), pairs.aLed());
    OptionalDouble throughputDrop = budget.tolerancePercent(BudgetFigure.THROUGHPUT);
    OptionalDouble p99Rise = budget.tolerancePercent(BudgetFigure.P99_LATENCY);
    OptionalDouble allocationRise = budget.tolerancePercent(BudgetFigure.ALLOCATION);
    OptionalDouble cpuPerOpRise = budget.tolerancePercent(BudgetFigure.CPU_PER_OP);
    if (throughputDrop.isPresent()) {
      figures.add(
          FigureDecision.of(
              throughput, Math.log(1 - throughputDrop.getAsDouble() / 100), false, alpha));
    } else if (estimateOthers) {
      figures.add(FigureDecision.estimate(throughput, ESTIMATE_ALPHA));
    }
    pairs
        .p99()
        .forEach(
            (operation, logRatios) -> {
              PairedFigure p99 = PairedFigure.of(p99(operation), logRatios, pairs.aLed());
              if (p99Rise.isPresent()) {
                figures.add(
                    FigureDecision.of(p99, Math.log(1 + p99Rise.getAsDouble() / 100), true, alpha));
              } else if (estimateOthers) {
                figures.add(FigureDecision.estimate(p99, ESTIMATE_ALPHA));
              }
            });
    if (allocationRise.isPresent()) {
      figures.add(
          FigureDecision.allocation(
              pairs, Math.log(1 + allocationRise.getAsDouble() / 100), alpha));
    } else if (estimateOthers && FigureDecision.allocationMeasured(pairs)) {
      figures.add(FigureDecision.estimate(FigureDecision.allocationFigure(pairs), ESTIMATE_ALPHA));
    }
    if (cpuPerOpRise.isPresent()) {
      figures.add(
          FigureDecision.cpuPerOp(pairs, Math.log(1 + cpuPerOpRise.getAsDouble() / 100), alpha));
    } else if (estimateOthers && pairs.cpuPerOpMeasured()) {
      figures.add(FigureDecision.estimate(FigureDecision.cpuPerOpFigure(pairs), ESTIMATE_ALPHA));
    }
    return figures;
  }

  private static String p99(Operation operation) {
    return "p99 of " + operation.name().toLowerCase(Locale.ROOT);
  }
}
