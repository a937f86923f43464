package io.kvperf.internal.history;

import io.kvperf.api.Operation;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.ForkResult;
import io.kvperf.result.MetricKey;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Statistic;
import io.kvperf.result.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The points one invocation adds to its contract's history: its throughput, and every other figure
 * its budget judges, each as the forks measured it, with the ratio to the anchor build where one
 * ran beside it.
 */
public final class HistoryPoints {
  /** The stored name of throughput, as baselines name it. */
  public static final String THROUGHPUT = "throughput";

  private HistoryPoints() {}

  /**
   * The points of {@code result}, judged under {@code budget}, measured by {@code run} on {@code
   * setup}; where {@code anchor} names the build the run compared with (the anchor arm), {@code
   * estimates}, the comparison's, give each point its ratio to it.
   */
  public static List<HistoryPoint> of(
      PerfResult result,
      Budgets budget,
      List<ArmEstimate> estimates,
      Optional<String> anchor,
      RunIdentity run,
      RunSetup setup) {
    List<ForkResult> forks = result.forks();
    if (forks.isEmpty()) {
      return List.of();
    }
    List<HistoryPoint> points = new ArrayList<>();
    points.add(
        new HistoryPoint(
            result.contract(),
            result.engine(),
            THROUGHPUT,
            run,
            setup,
            FigureEstimate.of(
                Unit.OPS_PER_SECOND.symbol(),
                forks.stream().map(ForkResult::opsPerSecond).toList()),
            anchorRatio(
                estimates,
                anchor,
                BudgetFigure.THROUGHPUT.figure().label(),
                budget.tolerancePercent(BudgetFigure.CREEP).orElse(Double.NaN))));
    List<Map<MetricKey, Double>> forkFigures =
        forks.stream().map(fork -> fork.metrics().keyFigures()).toList();
    for (MetricKey key : judgedKeys(result, budget)) {
      List<Double> values = new ArrayList<>();
      for (Map<MetricKey, Double> figures : forkFigures) {
        Double value = figures.get(key);
        if (value == null || !Double.isFinite(value)) {
          break;
        }
        values.add(value);
      }
      if (values.size() == forks.size()) {
        points.add(
            new HistoryPoint(
                result.contract(),
                result.engine(),
                key.storedName(),
                run,
                setup,
                FigureEstimate.of(key.unit().symbol(), values),
                Optional.empty()));
      }
    }
    return points;
  }

  /** Every figure besides throughput that {@code budget} judges, for the operations measured. */
  private static List<MetricKey> judgedKeys(PerfResult result, Budgets budget) {
    TreeSet<Operation> operations = new TreeSet<>();
    result.forks().forEach(fork -> operations.addAll(fork.metrics().latency().keySet()));
    List<MetricKey> keys = new ArrayList<>();
    for (BudgetFigure figure : BudgetFigure.values()) {
      if (budget.term(figure).isEmpty()) {
        continue;
      }
      for (Statistic statistic : figure.statistics()) {
        if (statistic.perOperation()) {
          operations.forEach(operation -> keys.add(MetricKey.of(operation, statistic)));
        } else {
          keys.add(MetricKey.of(statistic));
        }
      }
    }
    return keys.stream().distinct().toList();
  }

  private static Optional<AnchorRatio> anchorRatio(
      List<ArmEstimate> estimates, Optional<String> anchor, String figure, double creepPercent) {
    if (anchor.isEmpty()) {
      return Optional.empty();
    }
    return estimates.stream()
        .filter(e -> e.figure().equals(figure))
        .filter(e -> e.ratio() > 0 && Double.isFinite(e.ratio()))
        .findFirst()
        .map(e -> new AnchorRatio(anchor.get(), e.ratio(), e.low(), e.high(), creepPercent));
  }
}
