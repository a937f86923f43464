package io.kvperf.internal.pairs;

import io.kvperf.api.Operation;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.result.JfrSpan;
import io.kvperf.result.Statistic;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
      return Optional.of(List.of(PairedFigure.of("throughput", pairs.throughput(), pairs.aLed())));
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
      case PAIRS -> statisticSeries(pairs, statistic);
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
        : Optional.of(List.of(PairedFigure.of(statistic.label(), logRatios, pairs.aLed())));
  }

  /**
   * A figure some fork did not measure: its name, and why it was not measured.
   *
   * @param figure the figure's name
   * @param why what could not tell it
   */
  record Unmeasured(String figure, String why) {}

  /** How {@code figure}, not measured in every fork, is named, and why it was not measured. */
  static Unmeasured unmeasured(BudgetFigure figure) {
    Statistic statistic = figure.statistics().get(0);
    if (figure.betweenBuilds() == BudgetFigure.BetweenBuilds.PAIRS_ABOVE_SLACK) {
      return new Unmeasured(
          "allocation per operation", "the JVM could not tell the operation threads' allocation");
    }
    if (statistic == Statistic.OPERATION_CPU_PER_OP) {
      return new Unmeasured(
          "CPU time per operation", "the JVM could not tell the operation threads' CPU time");
    }
    return new Unmeasured(
        statistic.label(),
        "JFR recorded no "
            + statistic.jfrSpan().map(JfrSpan::beginEvent).orElse("event")
            + " in it");
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
    return PairedFigure.of("allocation per operation", logRatios);
  }

  /** The operation threads' CPU time per operation, each pair's log ratio. */
  static PairedFigure cpuPerOpFigure(ArmPairs pairs) {
    return PairedFigure.of("CPU time per operation", pairs.cpuPerOp(), pairs.aLed());
  }

  private static String p99(Operation operation) {
    return "p99 of " + operation.name().toLowerCase(Locale.ROOT);
  }
}
