package io.kvperf.baseline;

import io.kvperf.api.Budget;
import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.result.Statistic;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A contract's budgets, validated: {@code NaN} (or an empty pause) means not checked.
 *
 * @param throughputDropPercent largest accepted throughput drop against the baseline
 * @param p99RisePercent largest accepted p99 rise of any operation type against the baseline
 * @param gcMaxPause longest accepted GC pause in a measured iteration
 * @param gcSharePercent largest accepted share of wall time in GC pauses
 * @param allocationRisePercent largest accepted rise of bytes allocated per operation by the
 *     threads that issue the operations
 * @param diskRisePercent largest accepted rise of occupied disk space
 * @param gcPauseRisePercent largest accepted rise of GC pauses per operation
 * @param writeAmplificationRisePercent largest accepted rise of write amplification
 */
public record BudgetSpec(
    double throughputDropPercent,
    double p99RisePercent,
    Optional<Duration> gcMaxPause,
    double gcSharePercent,
    double allocationRisePercent,
    double diskRisePercent,
    double gcPauseRisePercent,
    double writeAmplificationRisePercent) {
  /** No budget at all. */
  public static final BudgetSpec NONE = throughputDrop(Double.NaN);

  /** Checks the ranges; a message names the attribute and the value. */
  public BudgetSpec {
    check("throughputDrop", throughputDropPercent, 100);
    check("p99Rise", p99RisePercent, Double.MAX_VALUE);
    check("gcShare", gcSharePercent, 100);
    check("allocationRise", allocationRisePercent, Double.MAX_VALUE);
    check("diskRise", diskRisePercent, Double.MAX_VALUE);
    check("gcPauseRise", gcPauseRisePercent, Double.MAX_VALUE);
    check("writeAmplificationRise", writeAmplificationRisePercent, Double.MAX_VALUE);
    gcMaxPause.ifPresent(
        pause -> {
          if (pause.isNegative() || pause.isZero()) {
            throw InvalidAnnotationException.of(
                Budget.class, "gcMaxPause", pause.toString(), "must be positive");
          }
        });
  }

  private static void check(String attribute, double percent, double below) {
    if (!Double.isNaN(percent) && !(percent >= 0 && percent < below)) {
      throw InvalidAnnotationException.of(
          Budget.class,
          attribute,
          percent,
          "must be a percentage from 0"
              + (below == 100 ? " to below 100" : "")
              + ", or -1 for none");
    }
  }

  /**
   * Whether a budget compares with the baseline (throughput, p99, allocation, disk, GC pauses per
   * operation, write amplification).
   */
  public boolean hasRelative() {
    return hasMachineBound() || hasMachineIndependent();
  }

  /**
   * Whether a budget compares a figure only a baseline of the same machine can judge: throughput or
   * a p99 latency.
   */
  public boolean hasMachineBound() {
    return !Double.isNaN(throughputDropPercent) || !Double.isNaN(p99RisePercent);
  }

  /**
   * Whether a budget names a figure a comparison of two builds ({@link ArmsDecision}) reads:
   * throughput, a p99 latency or allocation.
   */
  public boolean hasBuildComparable() {
    return hasMachineBound() || !Double.isNaN(allocationRisePercent);
  }

  /**
   * Whether a budget compares a figure a baseline of another CPU can judge, under the same JVM,
   * flags and heap: allocation, disk, GC pauses per operation, write amplification.
   */
  public boolean hasMachineIndependent() {
    return !Double.isNaN(allocationRisePercent)
        || !Double.isNaN(diskRisePercent)
        || !Double.isNaN(gcPauseRisePercent)
        || !Double.isNaN(writeAmplificationRisePercent);
  }

  /** The figures with a budget only a baseline of the same machine can judge. */
  public List<String> machineBoundFigures() {
    List<String> figures = new ArrayList<>();
    if (!Double.isNaN(throughputDropPercent)) {
      figures.add("throughput");
    }
    if (!Double.isNaN(p99RisePercent)) {
      figures.add(Statistic.P99_LATENCY.label());
    }
    return figures;
  }

  /** The figures with a budget against a baseline: the machine-bound ones, then the others. */
  public List<String> relativeFigures() {
    List<String> figures = machineBoundFigures();
    if (!Double.isNaN(allocationRisePercent)) {
      figures.add(Statistic.OPERATION_ALLOCATION_PER_OP.label());
    }
    if (!Double.isNaN(diskRisePercent)) {
      figures.add(Statistic.OCCUPIED_SPACE.label());
    }
    if (!Double.isNaN(gcPauseRisePercent)) {
      figures.add(Statistic.GC_PAUSES_PER_OPERATION.label());
    }
    if (!Double.isNaN(writeAmplificationRisePercent)) {
      figures.add(Statistic.WRITE_AMPLIFICATION.label());
    }
    return figures;
  }

  /** Whether a budget needs no baseline (GC pauses). */
  public boolean hasAbsolute() {
    return gcMaxPause.isPresent() || !Double.isNaN(gcSharePercent);
  }

  /** A budget on throughput only, for tests and simple callers. */
  public static BudgetSpec throughputDrop(double percent) {
    return new BudgetSpec(
        percent,
        Double.NaN,
        Optional.empty(),
        Double.NaN,
        Double.NaN,
        Double.NaN,
        Double.NaN,
        Double.NaN);
  }
}
