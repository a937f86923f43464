package io.kvperf.baseline;

import io.kvperf.api.IterationMetrics;
import io.kvperf.api.PerfResult;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The budgets beside throughput: absolute GC budgets, and rises against the baseline's figures. */
final class BudgetChecks {
  private static final double P99_SLACK_NANOS = 1_000;
  private static final double ALLOCATION_SLACK_BYTES = 8;
  private static final double DISK_SLACK_BYTES = 4_096;

  private BudgetChecks() {}

  /** Failures of the GC budgets, which need no baseline. */
  static void absolute(PerfResult result, BudgetSpec budget, List<String> failures) {
    budget
        .gcMaxPause()
        .ifPresent(
            limit -> {
              for (IterationMetrics iteration : result.metrics().iterations()) {
                Duration max = iteration.gcMaxPause();
                if (max.compareTo(limit) > 0) {
                  failures.add(
                      String.format(
                          Locale.ROOT,
                          "GC max pause %s in measured iteration %d exceeds the budget of %s"
                              + " (that iteration: %d pauses, %s in total)",
                          duration(max),
                          iteration.index(),
                          duration(limit),
                          iteration.gcPauseNanos().size(),
                          duration(iteration.gcTotalPause())));
                }
              }
            });
    if (!Double.isNaN(budget.gcSharePercent())) {
      double share = result.metrics().gcShare() * 100;
      if (share > budget.gcSharePercent()) {
        failures.add(
            String.format(
                Locale.ROOT,
                "GC pauses took %.2f%% of wall time in the measured iterations (%d pauses, %s),"
                    + " more than the budget of %s%%",
                share,
                result.metrics().gcPauseCount(),
                duration(result.metrics().gcTotalPause()),
                percent(budget.gcSharePercent())));
      }
    }
  }

  /** Failures of the rises against the baseline's figures; figures it lacks are not compared. */
  static void relative(
      PerfResult result, BaselineEntry baseline, BudgetSpec budget, List<String> failures) {
    Map<String, Double> measured = MetricNames.of(result);
    rise(
        "allocation per operation",
        "B/op",
        MetricNames.ALLOCATION,
        measured,
        baseline,
        budget.allocationRisePercent(),
        ALLOCATION_SLACK_BYTES,
        failures);
    rise(
        "occupied disk space",
        "bytes",
        MetricNames.DISK,
        measured,
        baseline,
        budget.diskRisePercent(),
        DISK_SLACK_BYTES,
        failures);
    for (String operation : result.metrics().latency().keySet()) {
      rise(
          operation + " p99 latency",
          "ns",
          MetricNames.p99(operation),
          measured,
          baseline,
          budget.p99RisePercent(),
          P99_SLACK_NANOS,
          failures);
    }
  }

  private static void rise(
      String label,
      String unit,
      String name,
      Map<String, Double> measured,
      BaselineEntry baseline,
      double tolerancePercent,
      double slack,
      List<String> failures) {
    Double before = baseline.metrics().get(name);
    Double now = measured.get(name);
    if (Double.isNaN(tolerancePercent) || before == null || now == null) {
      return;
    }
    double rise =
        before == 0 ? (now > 0 ? Double.POSITIVE_INFINITY : 0) : (now - before) / before * 100;
    if (rise > tolerancePercent && now - before > slack) {
      failures.add(
          String.format(
              Locale.ROOT,
              "%s rose %.1f%% against the baseline (budget: a rise of at most %s%%): baseline %.1f"
                  + " %s, measured %.1f %s",
              label,
              rise,
              percent(tolerancePercent),
              before,
              unit,
              now,
              unit));
    }
  }

  static String duration(Duration duration) {
    long nanos = duration.toNanos();
    if (nanos >= 1_000_000) {
      return String.format(Locale.ROOT, "%.3f ms", nanos / 1e6);
    }
    return String.format(Locale.ROOT, "%.1f µs", nanos / 1e3);
  }

  static String percent(double value) {
    return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }
}
