package io.kvperf.baseline;

import io.kvperf.result.ThroughputResult;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * Compares measured throughput with a baseline. A drop is a regression only when it is larger than
 * the tolerance <em>and</em> significant: a one-sided Welch t-test on the two sets of iteration
 * scores gives p below {@value #SIGNIFICANCE}. With fewer than two iterations on either side there
 * is no variance to test and the tolerance alone decides.
 *
 * @param baseline the baseline's iteration scores
 * @param measured the measured result
 * @param changePercent the change of the mean against the baseline's, in percent (negative: slower)
 * @param pValue one-sided p-value that the measured mean is not below the baseline's; {@code NaN}
 *     when it cannot be computed
 */
public record ThroughputComparison(
    ThroughputResult baseline, ThroughputResult measured, double changePercent, double pValue) {
  /** The p-value below which a drop counts as significant. */
  public static final double SIGNIFICANCE = 0.01;

  /** Compares {@code measured} with the baseline scores. */
  public static ThroughputComparison of(List<Double> baselineScores, ThroughputResult measured) {
    ThroughputResult baseline = new ThroughputResult(baselineScores);
    double baselineMean = baseline.meanOpsPerSecond();
    double change = (measured.meanOpsPerSecond() - baselineMean) / baselineMean * 100;
    return new ThroughputComparison(baseline, measured, change, oneSidedDropP(baseline, measured));
  }

  private static double oneSidedDropP(ThroughputResult baseline, ThroughputResult measured) {
    if (baseline.iterations() < 2 || measured.iterations() < 2) {
      return Double.NaN;
    }
    double[] before = toArray(baseline.iterationOpsPerSecond());
    double[] after = toArray(measured.iterationOpsPerSecond());
    double twoSided = new TTest().tTest(before, after);
    if (Double.isNaN(twoSided)) {
      // Both samples constant: the means differ for certain, or not at all.
      return measured.meanOpsPerSecond() < baseline.meanOpsPerSecond() ? 0 : 1;
    }
    return measured.meanOpsPerSecond() < baseline.meanOpsPerSecond()
        ? twoSided / 2
        : 1 - twoSided / 2;
  }

  private static double[] toArray(List<Double> values) {
    return values.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /** Whether the drop exceeds {@code toleratedDropPercent} and is significant. */
  public boolean isRegression(double toleratedDropPercent) {
    boolean beyondTolerance = -changePercent > toleratedDropPercent;
    boolean significant = Double.isNaN(pValue) || pValue < SIGNIFICANCE;
    return beyondTolerance && significant;
  }

  /** A multi-line account: change, tolerance, significance, both figures. */
  public String describe(double toleratedDropPercent) {
    String direction = changePercent < 0 ? "fell" : "rose";
    String significance =
        Double.isNaN(pValue)
            ? "significance not tested: fewer than 2 iterations"
            : String.format(
                Locale.ROOT,
                "one-sided Welch t-test p = %.4f, significant below %s",
                pValue,
                SIGNIFICANCE);
    String budget =
        Double.isNaN(toleratedDropPercent)
            ? "no throughput budget"
            : "budget: a drop of at most "
                + java.math.BigDecimal.valueOf(toleratedDropPercent)
                    .stripTrailingZeros()
                    .toPlainString()
                + "%";
    double[] interval = measured.logScaleIntervalOpsPerSecond();
    return String.format(
        Locale.ROOT,
        "throughput %s %.1f%% against the baseline (%s; %s)%n"
            + "  baseline: %s ops/s (mean of %d iterations)%n"
            + "  measured: %s ± %s ops/s (99.9%% confidence interval on the log scale %s .. %s;"
            + " %d iterations)",
        direction,
        Math.abs(changePercent),
        budget,
        significance,
        number(baseline.meanOpsPerSecond()),
        baseline.iterations(),
        number(measured.meanOpsPerSecond()),
        number(measured.errorOpsPerSecond()),
        number(interval[0]),
        number(interval[1]),
        measured.iterations());
  }

  private static String number(double value) {
    if (Double.isNaN(value)) {
      return "n/a";
    }
    return Math.abs(value) >= 100
        ? String.format(Locale.ROOT, "%,.0f", value)
        : String.format(Locale.ROOT, "%.3g", value);
  }
}
