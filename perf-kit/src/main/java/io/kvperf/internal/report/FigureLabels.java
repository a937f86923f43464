package io.kvperf.internal.report;

import io.kvperf.api.Operation;
import io.kvperf.result.Figure;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A judgement's figure read back from the label {@value ReportFiles#RESULTS} writes of it ({@link
 * Figure#label()}): the key whose label it is. A build that could not run is named by its label
 * alone, so the judgement's {@link Reason#COULD_NOT_RUN} says the label is a build.
 *
 * <p>Two keys share one label: {@link Figure.BetweenBuilds#ALLOCATION} and the statistic {@link
 * Statistic#ALLOCATION_PER_OP}, both {@code allocation per operation}. No budget reads that
 * statistic, so the label is read as the comparison's figure.
 */
final class FigureLabels {
  private static final String ENGINE_RATIO = new Figure.EngineRatio("").label();

  /** Every key named without a free name, by its label: the first of the keys sharing one. */
  private static final Map<String, Figure> BY_LABEL = byLabel(named());

  private FigureLabels() {}

  /** The key {@code label} names in a judgement of {@code reason}, if it names one. */
  static Optional<Figure> parse(String label, Reason reason) {
    if (reason == Reason.COULD_NOT_RUN) {
      return Optional.of(new Figure.Build(label));
    }
    Optional<Figure> named = Optional.ofNullable(BY_LABEL.get(label));
    if (named.isPresent() || !label.startsWith(ENGINE_RATIO)) {
      return named;
    }
    return Optional.of(new Figure.EngineRatio(label.substring(ENGINE_RATIO.length())));
  }

  /**
   * Every key named without a free name (a build, an engine), in the order a shared label is read
   * as the first: the figures of the run and of comparisons, the statistics of every operation
   * type, every measured statistic, every latency ratio.
   */
  static List<Figure> named() {
    List<Figure> figures = new ArrayList<>();
    figures.addAll(Arrays.asList(Figure.Run.values()));
    figures.addAll(Arrays.asList(Figure.BetweenBuilds.values()));
    figures.addAll(Arrays.asList(Figure.Whole.values()));
    for (Statistic statistic : Statistic.values()) {
      if (!statistic.perOperation()) {
        figures.add(new Figure.Measured(MetricKey.of(statistic)));
        continue;
      }
      figures.add(new Figure.EveryOperation(statistic));
      for (Operation operation : Operation.values()) {
        figures.add(new Figure.Measured(MetricKey.of(operation, statistic)));
      }
    }
    for (Operation of : Operation.values()) {
      for (Operation to : Operation.values()) {
        if (of != to) {
          figures.add(new Figure.OperationRatio(of, to));
        }
      }
    }
    return figures;
  }

  private static Map<String, Figure> byLabel(List<Figure> figures) {
    Map<String, Figure> byLabel = new HashMap<>();
    figures.forEach(figure -> byLabel.putIfAbsent(figure.label(), figure));
    return Map.copyOf(byLabel);
  }
}
