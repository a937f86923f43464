package io.kvperf.internal.stats;

import java.util.List;

/**
 * How the engine's speed followed the machine's across the calibration's runs: the slope of the
 * runs' mean {@code ln(engine)} on their mean {@code ln(reference)}, and how far the reference's
 * run means moved, which is the machine's drift the runs showed.
 *
 * <p>A slope over pooled forks is attenuated toward 0 by the reference's own fork noise, and in a
 * quiet window (the machine barely moving) it says nothing about how the engine follows the machine
 * when it does move; the gate review measured β 0.08 from three runs minutes apart for an engine
 * that moved with the machine, and the next slow hour failed it. Run means average the fork noise
 * away, and the part that remains (the forks' within-run variance and covariance over the run's
 * size) is subtracted from the sums, so that the slope is the runs' own movement's (an
 * errors-in-variables correction; fork noise the two share, as two skip lists do, stays shared).
 * The slope is {@link #identified()} only when the reference's corrected run spread reaches {@link
 * GateRule#MIN_IDENTIFYING_DRIFT_LN} and the slope's standard error is at most {@link
 * GateRule#SLOPE_UNCERTAINTY}.
 *
 * @param runs the runs with forks
 * @param referenceDriftLn the standard deviation of the reference's run means less their forks'
 *     share, natural-log units: the machine's drift the runs saw (0 when it cannot be told)
 * @param referenceForkSigmaLn the reference's standard deviation between forks of one run
 * @param slope the run-means slope, {@code NaN} when fewer than three runs or no drift
 * @param slopeStandardError its standard error, {@code NaN} likewise
 */
record RunMeansSlope(
    int runs,
    double referenceDriftLn,
    double referenceForkSigmaLn,
    double slope,
    double slopeStandardError) {

  /** The slope of {@code figures}, which all have a reference. */
  static RunMeansSlope of(List<ForkFigure> figures) {
    List<List<Double>> engineLogs =
        List.copyOf(ForkFigure.byRun(figures, f -> Math.log(f.engine())).values());
    List<List<Double>> referenceLogs =
        List.copyOf(ForkFigure.byRun(figures, f -> Math.log(f.reference())).values());
    int runs = engineLogs.size();
    double[] engineMeans = new double[runs];
    double[] referenceMeans = new double[runs];
    double withinReference = 0;
    double withinBoth = 0;
    int degrees = 0;
    double inverseSizes = 0;
    for (int r = 0; r < runs; r++) {
      List<Double> engine = engineLogs.get(r);
      List<Double> reference = referenceLogs.get(r);
      engineMeans[r] = Moments.mean(engine);
      referenceMeans[r] = Moments.mean(reference);
      for (int fork = 0; fork < engine.size(); fork++) {
        double deviation = reference.get(fork) - referenceMeans[r];
        withinReference += deviation * deviation;
        withinBoth += deviation * (engine.get(fork) - engineMeans[r]);
      }
      degrees += engine.size() - 1;
      inverseSizes += 1.0 / engine.size();
    }
    double forkVariance = degrees == 0 ? 0 : withinReference / degrees;
    double forkCovariance = degrees == 0 ? 0 : withinBoth / degrees;
    if (runs < 2) {
      return new RunMeansSlope(runs, 0, Math.sqrt(forkVariance), Double.NaN, Double.NaN);
    }
    double referenceMean = mean(referenceMeans);
    double engineMean = mean(engineMeans);
    double sxx = 0;
    double sxy = 0;
    for (int i = 0; i < runs; i++) {
      sxx += (referenceMeans[i] - referenceMean) * (referenceMeans[i] - referenceMean);
      sxy += (referenceMeans[i] - referenceMean) * (engineMeans[i] - engineMean);
    }
    // The run means carry their forks' noise, the within-run (co)variance over n_run each; taken
    // out of both sums, what remains is the runs' own movement, whose slope β is to follow.
    double share = (runs - 1) * inverseSizes / runs;
    double drift = Math.max(0, sxx - share * forkVariance);
    double driftLn = Math.sqrt(drift / (runs - 1));
    if (runs < 3 || drift <= 0) {
      return new RunMeansSlope(runs, driftLn, Math.sqrt(forkVariance), Double.NaN, Double.NaN);
    }
    double slope = (sxy - share * forkCovariance) / drift;
    double residuals = 0;
    for (int i = 0; i < runs; i++) {
      double fitted = engineMean + slope * (referenceMeans[i] - referenceMean);
      residuals += (engineMeans[i] - fitted) * (engineMeans[i] - fitted);
    }
    double standardError = Math.sqrt(residuals / (runs - 2) / drift);
    return new RunMeansSlope(runs, driftLn, Math.sqrt(forkVariance), slope, standardError);
  }

  /**
   * Whether the runs saw enough of the machine's drift to measure how the engine follows it: a
   * corrected spread of at least {@link GateRule#MIN_IDENTIFYING_DRIFT_LN} and a slope known to
   * {@link GateRule#SLOPE_UNCERTAINTY}.
   */
  boolean identified() {
    return referenceDriftLn >= GateRule.MIN_IDENTIFYING_DRIFT_LN
        && slopeStandardError <= GateRule.SLOPE_UNCERTAINTY;
  }

  /**
   * The part of the machine's known drift ({@link GateRule#MACHINE_DRIFT_LN}) these runs did not
   * show, as a standard deviation in natural-log units.
   */
  double unseenDriftLn() {
    double known = GateRule.MACHINE_DRIFT_LN;
    return Math.sqrt(Math.max(0, known * known - referenceDriftLn * referenceDriftLn));
  }

  private static double mean(double[] values) {
    double sum = 0;
    for (double value : values) {
      sum += value;
    }
    return sum / values.length;
  }
}
