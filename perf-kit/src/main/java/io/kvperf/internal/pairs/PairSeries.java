package io.kvperf.internal.pairs;

import io.kvperf.api.Operation;
import io.kvperf.internal.decision.BetweenBuilds;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.result.Figure;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Statistic;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How the pairs of a comparison read each figure of the table ({@link BudgetFigure}): the series of
 * log ratios, A over B, one per operation for a figure of each operation, or nothing where a fork
 * could not tell.
 */
final class PairSeries {
  private PairSeries() {}

  /**
   * The series {@code pairs} hold of {@code figure}; empty where some fork did not measure it, so
   * that a budget on it is undecided rather than passed.
   */
  static Optional<List<PairedFigure>> of(ArmPairs pairs, BudgetFigure figure) {
    if (figure.statistics().isEmpty()) {
      return Optional.of(
          List.of(PairedFigure.of(figure.figure(), pairs.throughput(), pairs.aLed())));
    }
    Statistic statistic = figure.statistics().get(0);
    if (statistic.perOperation()) {
      List<PairedFigure> series = new ArrayList<>();
      pairs
          .p99()
          .forEach(
              (operation, logRatios) ->
                  series.add(PairedFigure.of(p99(operation), logRatios, pairs.aLed())));
      return Optional.of(series);
    }
    return switch (figure.betweenBuilds()) {
      case PAIRS_ABOVE_SLACK ->
          allocationMeasured(pairs)
              ? Optional.of(List.of(allocationFigure(pairs)))
              : Optional.empty();
      case PAIRS, PAIRS_AGAINST_ANCHOR -> statisticSeries(pairs, statistic);
      case NONE -> Optional.of(List.of());
    };
  }

  private static Optional<List<PairedFigure>> statisticSeries(ArmPairs pairs, Statistic statistic) {
    if (statistic == Statistic.OPERATION_CPU_PER_OP) {
      return pairs.cpuPerOpMeasured()
          ? Optional.of(List.of(cpuPerOpFigure(pairs)))
          : Optional.empty();
    }
    List<Double> logRatios = pairs.measured().get(statistic);
    return logRatios == null
        ? Optional.empty()
        : Optional.of(
            List.of(
                PairedFigure.of(
                    new Figure.Measured(MetricKey.of(statistic)), logRatios, pairs.aLed())));
  }

  /**
   * The key of {@code figure}, a figure of the whole run, when it is not measured in every fork:
   * the key its series would have had.
   */
  static Figure unmeasured(BudgetFigure figure) {
    Statistic statistic = figure.statistics().get(0);
    if (figure.betweenBuilds() == BetweenBuilds.PAIRS_ABOVE_SLACK) {
      return Figure.BetweenBuilds.ALLOCATION;
    }
    if (statistic == Statistic.OPERATION_CPU_PER_OP) {
      return Figure.BetweenBuilds.CPU_TIME;
    }
    return new Figure.Measured(MetricKey.of(statistic));
  }

  /** Whether every fork of {@code pairs} measured its operation threads' allocation. */
  static boolean allocationMeasured(ArmPairs pairs) {
    return pairs.allocation().stream().noneMatch(pair -> Double.isNaN(pair[0] + pair[1]));
  }

  /** Allocation per operation's log ratio per pair, each figure taken as at least one byte. */
  static PairedFigure allocationFigure(ArmPairs pairs) {
    List<Double> logRatios =
        pairs.allocation().stream()
            .map(pair -> Math.log(Math.max(pair[0], 1) / Math.max(pair[1], 1)))
            .toList();
    return PairedFigure.of(Figure.BetweenBuilds.ALLOCATION, logRatios);
  }

  /** The operation threads' CPU time per operation, each pair's log ratio. */
  static PairedFigure cpuPerOpFigure(ArmPairs pairs) {
    return PairedFigure.of(Figure.BetweenBuilds.CPU_TIME, pairs.cpuPerOp(), pairs.aLed());
  }

  private static Figure p99(Operation operation) {
    return new Figure.Measured(MetricKey.of(operation, Statistic.P99_LATENCY));
  }
}
