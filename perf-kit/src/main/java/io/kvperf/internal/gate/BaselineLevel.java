package io.kvperf.internal.gate;

import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.ForkFigure;
import io.kvperf.internal.stats.Moments;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Map;

/**
 * The baseline's level: the mean of its runs' mean scores over the forks that ran alone, as a
 * check's do, and its uncertainty; and the range of its runs' mean {@code ln(reference)}, the
 * machine states the calibration saw (the forks of a run beside the kit's load and those without it
 * each a state of their own).
 */
record BaselineLevel(
    double meanScore,
    Calibration calibration,
    double meanInverseRunSize,
    double referenceLowLn,
    double referenceHighLn) {
  static BaselineLevel of(List<ForkFigure> baseline, Calibration calibration) {
    Map<String, List<Double>> byRun = calibration.scoresByRun(Calibration.alone(baseline));
    List<Double> means = byRun.values().stream().map(Moments::mean).toList();
    double inverseSizes =
        byRun.values().stream().mapToDouble(scores -> 1.0 / scores.size()).average().orElse(1);
    double low = Double.NaN;
    double high = Double.NaN;
    if (baseline.stream().allMatch(ForkFigure::hasReference)) {
      // Forks beside the kit's load are a machine state of their own within their run.
      List<ForkFigure> cells =
          baseline.stream()
              .map(
                  fork ->
                      new ForkFigure(
                          fork.run() + (fork.besideLoad() ? " beside the load" : ""),
                          fork.engine(),
                          fork.reference()))
              .toList();
      DoubleSummaryStatistics range =
          ForkFigure.byRun(cells, fork -> Math.log(fork.reference())).values().stream()
              .mapToDouble(Moments::mean)
              .summaryStatistics();
      low = range.getMin();
      high = range.getMax();
    }
    return new BaselineLevel(Moments.mean(means), calibration, inverseSizes, low, high);
  }

  /**
   * How far the mean {@code ln(reference)} of {@code forks} lies outside the baseline runs' range,
   * signed; 0 inside it or when either side has no reference.
   */
  double outside(List<ForkFigure> forks) {
    if (Double.isNaN(referenceLowLn) || !forks.stream().allMatch(ForkFigure::hasReference)) {
      return 0;
    }
    double mean = forks.stream().mapToDouble(f -> Math.log(f.reference())).average().orElse(0);
    return mean < referenceLowLn
        ? mean - referenceLowLn
        : mean > referenceHighLn ? mean - referenceHighLn : 0;
  }

  /** The standard error of a new run's mean of {@code n} forks minus this level. */
  double standardError(int n) {
    return calibration.standardError(n, meanInverseRunSize);
  }

  /**
   * The bias a normalisation extrapolated by {@code outsideLn} carries at most, if the engine's
   * true slope on the machine's speed lies within {@link Calibration#slopeError()} of β: added to
   * the boundary, so that a failure holds for every such slope.
   */
  double allowance(double outsideLn) {
    return calibration.slopeError() * Math.abs(outsideLn);
  }
}
