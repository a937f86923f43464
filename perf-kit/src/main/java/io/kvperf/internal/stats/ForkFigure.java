package io.kvperf.internal.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * One figure of one fork, as the gate's statistics read it: the engine's value, the reference's
 * value measured alternately in the same JVM ({@code NaN} without a reference), and the run the
 * fork belonged to, since forks of one run share that run's machine state.
 *
 * @param run the run's identity (its start time, for stored forks)
 * @param engine the engine's figure, positive and finite (ops/s, or ns of p99)
 * @param reference the reference's figure, positive and finite, or {@code NaN}
 * @param besideLoad whether the fork ran beside the kit's CPU load ({@link LoadSlope})
 */
public record ForkFigure(String run, double engine, double reference, boolean besideLoad) {
  public ForkFigure {
    if (!FigureRule.RATE.holds(engine)
        || !(Double.isNaN(reference) || FigureRule.RATE.holds(reference))) {
      throw new IllegalArgumentException(
          "fork figures must be finite and positive, were " + engine + " and " + reference);
    }
  }

  /** A fork that ran without the kit's load beside it. */
  public ForkFigure(String run, double engine, double reference) {
    this(run, engine, reference, false);
  }

  public boolean hasReference() {
    return !Double.isNaN(reference);
  }

  /** {@code figures} grouped by run, in order of first appearance. */
  static List<List<ForkFigure>> groupedByRun(List<ForkFigure> figures) {
    Map<String, List<ForkFigure>> byRun = new LinkedHashMap<>();
    for (ForkFigure figure : figures) {
      byRun.computeIfAbsent(figure.run(), run -> new ArrayList<>()).add(figure);
    }
    return List.copyOf(byRun.values());
  }

  /** {@code value} of each of {@code figures}, grouped by run in order of first appearance. */
  public static Map<String, List<Double>> byRun(
      List<ForkFigure> figures, ToDoubleFunction<ForkFigure> value) {
    Map<String, List<Double>> byRun = new LinkedHashMap<>();
    for (ForkFigure figure : figures) {
      byRun
          .computeIfAbsent(figure.run(), run -> new ArrayList<>())
          .add(value.applyAsDouble(figure));
    }
    return byRun;
  }
}
