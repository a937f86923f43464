package io.kvperf.internal.gate;

import io.kvperf.api.Operation;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.ScoreComparison.Direction;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.ForkFigure;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.Figures;
import io.kvperf.internal.store.GatedFigures;
import io.kvperf.internal.store.StoredFork;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalDouble;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * What a check can catch of one figure gated against its baseline, by {@link GateRule}: where the
 * boundary lies for a check of the contract's forks plus a confirmation round of as many, and how
 * large a worsening must be to lie beyond it with a given probability.
 *
 * <p>The boundary is the one {@link ScoreComparison.Question} draws for a check whose machine lies
 * within the calibrated range: the budget's tolerance, or {@code z} standard errors of the estimate
 * over all forks where that is wider ({@link GatedFigures#boundaryStandardErrors()}). A true
 * worsening of {@code boundary + Φ⁻¹(p)·SE} has that estimate beyond the boundary with probability
 * {@code p}, if the spreads are as the baseline measured them. The early pass after the first round
 * and the fresh forks' agreement take a little off that: it is what a check catches at most.
 *
 * @param figure the figure, {@code throughput} or {@code p99.<operation>} as a baseline names it
 * @param tolerancePercent the budget's tolerance: a drop of throughput, a rise of a p99
 * @param standardErrorLn the standard error of the estimate over the first and the confirmation
 *     round's forks against the baseline's level, natural log
 * @param boundaryStandardErrors the least distance of the boundary, in standard errors ({@code z})
 */
public record Detection(
    String figure, double tolerancePercent, double standardErrorLn, double boundaryStandardErrors) {
  /** The probability of the change {@link #caughtPercent(double)} is usually asked for. */
  public static final double NINE_IN_TEN = 0.9;

  /** Checks the figure is named, the tolerance a possible one and the spread finite. */
  public Detection {
    Objects.requireNonNull(figure, "figure");
    boolean tolerable =
        tolerancePercent >= 0
            && (Direction.of(figure) == Direction.RISE || tolerancePercent < 100)
            && Double.isFinite(tolerancePercent);
    if (!tolerable
        || !(standardErrorLn >= 0)
        || !Double.isFinite(standardErrorLn)
        || !(boundaryStandardErrors > 0)
        || !Double.isFinite(boundaryStandardErrors)) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "%s: tolerance %s %%, standard error %s, z %s out of range",
              figure,
              tolerancePercent,
              standardErrorLn,
              boundaryStandardErrors));
    }
  }

  /**
   * One detection per figure {@code budget} gates against {@code entry}: throughput if it has a
   * throughput budget, the p99 of every operation every fork kept if it has a p99 budget, as a
   * check's gate judges them. Each calibrated from the entry's forks as the gate calibrates them,
   * for a check of {@code forks} forks plus as many again in a build that gates {@code gated}
   * figures. Empty when the gate would not compare with the entry: fewer than {@link
   * GateRule#MIN_RUNS} runs, or no forks kept.
   */
  public static List<Detection> of(
      BaselineEntry entry, Budgets budget, int forks, GatedFigures gated) {
    List<Detection> detections = new ArrayList<>();
    if (entry.forks() == null || entry.runs().size() < GateRule.MIN_RUNS) {
      return detections;
    }
    List<StoredFork> stored = entry.forks();
    OptionalDouble throughputDrop = budget.tolerancePercent(BudgetFigure.THROUGHPUT);
    if (throughputDrop.isPresent()) {
      // A check scores paired iterations where the baseline kept them; the kit's checks do.
      List<ForkFigure> series = Figures.throughput(stored, StoredFork.allPaired(stored));
      detections.add(
          of(BaselineEntry.THROUGHPUT, series, throughputDrop.getAsDouble(), forks, gated));
    }
    OptionalDouble p99Rise = budget.tolerancePercent(BudgetFigure.P99_LATENCY);
    if (p99Rise.isPresent()) {
      for (Operation operation : Figures.p99Operations(stored)) {
        List<ForkFigure> series = Figures.p99(stored, operation).orElseThrow();
        detections.add(
            of(BaselineEntry.p99Figure(operation), series, p99Rise.getAsDouble(), forks, gated));
      }
    }
    return detections;
  }

  /**
   * The detection of {@code figure} against the baseline forks {@code baseline}, calibrated as the
   * gate calibrates them, its level's runs as they are ({@link BaselineLevel}).
   */
  static Detection of(
      String figure,
      List<ForkFigure> baseline,
      double tolerancePercent,
      int forks,
      GatedFigures gated) {
    BaselineLevel level = BaselineLevel.of(baseline, Calibration.of(baseline));
    return new Detection(
        figure, tolerancePercent, level.standardError(2 * forks), gated.boundaryStandardErrors());
  }

  /**
   * The standard error of a check of {@code forks} forks plus a confirmation round of as many,
   * against {@code calibration}'s runs, taken to be of equal size (the mean of 1/n_run over the
   * runs is then runs / forks): what an update can say before the entry it writes is read.
   */
  static double confirmedStandardError(Calibration calibration, int forks) {
    return calibration.standardError(2 * forks, calibration.runs() / (double) calibration.forks());
  }

  /** Whether the figure gets worse by dropping (throughput) rather than rising (a p99). */
  public boolean drop() {
    return direction() == Direction.DROP;
  }

  /**
   * The smallest tolerance the baseline supports: {@code z} standard errors, natural log. The
   * boundary lies here where the budget is tighter.
   */
  public double supportedLn() {
    return boundaryStandardErrors * standardErrorLn;
  }

  /** {@link #supportedLn()} as the percent a budget names. */
  public double supportedPercent() {
    return direction().percent(supportedLn());
  }

  /** The boundary: the budget's tolerance or the supported one, whichever is wider; natural log. */
  public double boundaryLn() {
    return Math.max(direction().toleranceLn(tolerancePercent), supportedLn());
  }

  /** {@link #boundaryLn()} as the percent a budget names. */
  public double boundaryPercent() {
    return direction().percent(boundaryLn());
  }

  /** Whether the boundary lies beyond the budget because the baseline cannot support the budget. */
  public boolean widened() {
    return supportedLn() > direction().toleranceLn(tolerancePercent);
  }

  /**
   * The worsening, as the percent a budget names, whose estimate over all forks lies beyond the
   * boundary with {@code probability}: {@code boundary + Φ⁻¹(probability)·SE} on the log scale.
   */
  public double caughtPercent(double probability) {
    if (!(probability > 0 && probability < 1)) {
      throw new IllegalArgumentException("probability must lie in (0, 1), was " + probability);
    }
    double quantile = new NormalDistribution(0, 1).inverseCumulativeProbability(probability);
    return direction().percent(boundaryLn() + quantile * standardErrorLn);
  }

  private Direction direction() {
    return Direction.of(figure);
  }
}
