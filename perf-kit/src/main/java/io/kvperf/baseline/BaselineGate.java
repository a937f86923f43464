package io.kvperf.baseline;

import io.kvperf.api.PerfResult;
import io.kvperf.baseline.GateOutcome.Verdict;
import java.util.Optional;

/**
 * Applies the {@link BaselineMode} to one result: writes it as the baseline, or compares it with
 * the stored one against the throughput budget.
 */
public final class BaselineGate {
  private final BaselineMode mode;
  private final BaselineStore store;

  /** A gate in {@code mode} over the baselines of {@code store}. */
  public BaselineGate(BaselineMode mode, BaselineStore store) {
    this.mode = mode;
    this.store = store;
  }

  /**
   * Judges {@code result}.
   *
   * @param toleratedDropPercent the throughput budget in percent, or {@code NaN} for none
   */
  public GateOutcome judge(PerfResult result, double toleratedDropPercent) {
    String where =
        "["
            + result.engine()
            + ", scale "
            + result.scale()
            + ", on "
            + result.environment().describe()
            + "]";
    return switch (mode) {
      case OFF -> new GateOutcome(Verdict.OFF, "baselines are off (kvperf.baseline=off)");
      case UPDATE ->
          new GateOutcome(
              Verdict.UPDATED,
              "baseline written to " + store.fileOf(result.contract()) + " " + where);
      case CHECK, STRICT -> compare(result, toleratedDropPercent, where);
    };
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

  private GateOutcome compare(PerfResult result, double toleratedDropPercent, String where) {
    Optional<BaselineEntry> entry = store.find(result);
    if (entry.isEmpty()) {
      String message =
          "no baseline for this engine, scale and machine in "
              + store.fileOf(result.contract())
              + " "
              + where
              + "; record one with -Dkvperf.baseline=update";
      return new GateOutcome(
          mode == BaselineMode.STRICT ? Verdict.FAILED : Verdict.NO_BASELINE, message);
    }
    ThroughputComparison comparison =
        ThroughputComparison.of(entry.get().throughputOpsPerSecond(), result.throughput());
    String message = comparison.describe(toleratedDropPercent) + "\n  " + where;
    boolean regressed =
        !Double.isNaN(toleratedDropPercent) && comparison.isRegression(toleratedDropPercent);
    return new GateOutcome(regressed ? Verdict.FAILED : Verdict.PASSED, message);
  }
}
