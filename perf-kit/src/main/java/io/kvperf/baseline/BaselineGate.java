package io.kvperf.baseline;

import io.kvperf.baseline.GateOutcome.Verdict;
import io.kvperf.result.PerfResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Applies the {@link BaselineMode} and the budgets to one result: writes it as the baseline, or
 * compares it with the stored one; the absolute GC budgets apply in every mode.
 */
public final class BaselineGate {
  private final BaselineMode mode;
  private final BaselineStore store;

  /** A gate in {@code mode} over the baselines of {@code store}. */
  public BaselineGate(BaselineMode mode, BaselineStore store) {
    this.mode = mode;
    this.store = store;
  }

  /** Judges {@code result} against {@code budget}. */
  public GateOutcome judge(PerfResult result, BudgetSpec budget) {
    String where =
        "["
            + result.engine()
            + ", scale "
            + result.scale()
            + ", on "
            + result.environment().describe()
            + "]";
    List<String> failures = new ArrayList<>();
    BudgetChecks.absolute(result, budget, failures);
    GateOutcome outcome =
        switch (mode) {
          case OFF -> new GateOutcome(Verdict.OFF, "baselines are off (kvperf.baseline=off)");
          case UPDATE ->
              new GateOutcome(
                  Verdict.UPDATED, "baseline written to " + store.fileOf(result.contract()));
          case CHECK, STRICT -> compare(result, budget, failures);
        };
    if (failures.isEmpty()) {
      return new GateOutcome(outcome.verdict(), outcome.message() + "\n  " + where);
    }
    return new GateOutcome(
        Verdict.FAILED,
        String.join("\n", failures)
            + (outcome.verdict() == Verdict.FAILED ? "" : "\n" + outcome.message())
            + "\n  "
            + where);
  }

  /**
   * Writes {@code result} as the baseline when the mode is {@link BaselineMode#UPDATE}; call it
   * before {@link #judge} so that the outcome names a file that exists.
   */
  public void recordIfUpdating(PerfResult result) {
    if (mode == BaselineMode.UPDATE) {
      store.record(result);
    }
  }

  private GateOutcome compare(PerfResult result, BudgetSpec budget, List<String> failures) {
    Optional<BaselineEntry> entry = store.find(result);
    if (entry.isEmpty()) {
      String message =
          "no baseline for this engine, scale and machine in "
              + store.fileOf(result.contract())
              + "; record one with -Dkvperf.baseline=update";
      if (mode == BaselineMode.STRICT) {
        failures.add(message);
      }
      return new GateOutcome(
          mode == BaselineMode.STRICT ? Verdict.FAILED : Verdict.NO_BASELINE, message);
    }
    ThroughputComparison comparison =
        ThroughputComparison.of(entry.get().throughputOpsPerSecond(), result.throughput());
    double tolerance = budget.throughputDropPercent();
    String account = comparison.describe(tolerance);
    if (!Double.isNaN(tolerance) && comparison.isRegression(tolerance)) {
      failures.add(account);
    }
    BudgetChecks.relative(result, entry.get(), budget, failures);
    return new GateOutcome(failures.isEmpty() ? Verdict.PASSED : Verdict.FAILED, account);
  }
}
