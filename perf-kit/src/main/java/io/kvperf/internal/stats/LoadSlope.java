package io.kvperf.internal.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * How the engine's figure followed the reference's when the kit's own CPU load slowed the machine
 * ({@link ForkFigure#besideLoad()}): the load is an instrument, and the slope is the ratio of the
 * two changes it caused, {@code Σ Δln(engine) / Σ Δln(reference)} over the runs that have forks
 * both beside it and without it, each Δ the loaded forks' mean less the others'. Unlike a
 * least-squares slope over forks, the reference's own fork noise does not pull it toward 0: it
 * averages out of Δln(reference), and the instrument moved the reference by far more than that
 * noise (measured: docs/records/2026-11-25-neighbour-load-slope.md and
 * docs/records/2026-11-25-the-kits-own-load.md).
 *
 * <p>The standard error is the numerator's, over the denominator: the spread of {@code ln(engine) −
 * ln(reference)} within each run's loaded and unloaded forks, pooled (a fork's engine and reference
 * share its JVM, so their difference is what carries the slope's noise). Where no run has two forks
 * on one side (runs of two forks: one beside the load, one alone), that spread cannot be taken, and
 * the runs' own disagreement stands for it: the residuals {@code Δln(engine) −
 * slope·Δln(reference)} of the runs, on one degree of freedom fewer than runs; a single such run
 * has no standard error, and its slope is not identified. The slope is {@link #identified()} when
 * the load moved the reference by at least {@link GateRule#MIN_IDENTIFYING_DRIFT_LN} and the slope
 * is known to {@link GateRule#SLOPE_UNCERTAINTY}.
 *
 * @param runs the runs with forks both beside the load and without it
 * @param shiftLn the load's mean effect on {@code ln(reference)} over those runs (negative when it
 *     lowered a throughput)
 * @param slope the slope, {@code NaN} without such runs
 * @param standardError its standard error, {@code NaN} likewise
 */
public record LoadSlope(int runs, double shiftLn, double slope, double standardError) {

  private static final LoadSlope NONE = new LoadSlope(0, 0, Double.NaN, Double.NaN);

  /** One run's effect of the load: its loaded forks' mean logarithms less its lone forks'. */
  private record Shift(double engineLn, double referenceLn) {}

  /** The slope of {@code figures}, which all have a reference. */
  public static LoadSlope of(List<ForkFigure> figures) {
    List<Shift> shifts = new ArrayList<>();
    double varianceWeights = 0;
    double squares = 0;
    int degrees = 0;
    for (List<ForkFigure> run : ForkFigure.groupedByRun(figures)) {
      List<ForkFigure> loaded = new ArrayList<>();
      List<ForkFigure> alone = new ArrayList<>();
      run.forEach(fork -> (fork.besideLoad() ? loaded : alone).add(fork));
      if (loaded.isEmpty() || alone.isEmpty()) {
        continue;
      }
      shifts.add(
          new Shift(
              mean(loaded, true) - mean(alone, true), mean(loaded, false) - mean(alone, false)));
      varianceWeights += 1.0 / loaded.size() + 1.0 / alone.size();
      squares += squaresOfDifference(loaded) + squaresOfDifference(alone);
      degrees += loaded.size() + alone.size() - 2;
    }
    double engineShift = shifts.stream().mapToDouble(Shift::engineLn).sum();
    double referenceShift = shifts.stream().mapToDouble(Shift::referenceLn).sum();
    int runs = shifts.size();
    if (runs == 0 || referenceShift == 0) {
      return NONE;
    }
    double slope = engineShift / referenceShift;
    double numeratorVariance;
    if (degrees > 0) {
      numeratorVariance = squares / degrees * varianceWeights;
    } else if (runs > 1) {
      double residuals = 0;
      for (Shift shift : shifts) {
        double residual = shift.engineLn() - slope * shift.referenceLn();
        residuals += residual * residual;
      }
      numeratorVariance = residuals / (runs - 1) * runs;
    } else {
      numeratorVariance = Double.NaN;
    }
    double standardError = Math.sqrt(numeratorVariance) / Math.abs(referenceShift);
    return new LoadSlope(runs, referenceShift / runs, slope, standardError);
  }

  /**
   * Whether the load moved the machine enough, and the engine's response clearly enough, to take
   * the slope as β.
   */
  public boolean identified() {
    return Math.abs(shiftLn) >= GateRule.MIN_IDENTIFYING_DRIFT_LN
        && standardError <= GateRule.SLOPE_UNCERTAINTY;
  }

  private static double mean(List<ForkFigure> forks, boolean engine) {
    return forks.stream()
        .mapToDouble(fork -> Math.log(engine ? fork.engine() : fork.reference()))
        .average()
        .orElse(Double.NaN);
  }

  /** The sum of squared deviations of {@code ln(engine / reference)} from its mean. */
  private static double squaresOfDifference(List<ForkFigure> forks) {
    double mean = mean(forks, true) - mean(forks, false);
    double sum = 0;
    for (ForkFigure fork : forks) {
      double deviation = Math.log(fork.engine() / fork.reference()) - mean;
      sum += deviation * deviation;
    }
    return sum;
  }
}
