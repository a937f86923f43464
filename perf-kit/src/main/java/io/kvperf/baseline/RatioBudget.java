package io.kvperf.baseline;

import io.kvperf.api.Budget;
import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.baseline.GateOutcome.Verdict;
import io.kvperf.result.PerfResult;
import java.util.Locale;
import java.util.Objects;
import org.openjdk.jmh.util.ListStatistics;

/**
 * {@code @Budget(relativeTo, atLeast)}: an engine's throughput against another engine's, measured
 * in the same run with their forks interleaved (engine, other, engine, other, …), so that what the
 * machine does to a pair of neighbouring forks cancels in their ratio. The ratio's estimate is the
 * geometric mean over the pairs of forks of their medians' ratio, with a 95 % interval (Student's t
 * over the pairs' log ratios). The budget fails only when the whole interval lies below {@code
 * atLeast}: the claim is refuted, not merely unproven.
 *
 * @param engine the other engine's id
 * @param atLeast the least accepted ratio
 */
public record RatioBudget(String engine, double atLeast) {
  /** Checks the engine is named and the ratio is positive. */
  public RatioBudget {
    Objects.requireNonNull(engine, "engine");
    if (engine.isBlank()) {
      throw InvalidAnnotationException.of(
          Budget.class, "relativeTo", "", "must name an engine when atLeast is set");
    }
    if (!(atLeast > 0) || Double.isInfinite(atLeast)) {
      throw InvalidAnnotationException.of(
          Budget.class, "atLeast", atLeast, "must be a positive ratio when relativeTo is set");
    }
  }

  /** Judges {@code result} against {@code other}, their forks paired in the order measured. */
  public Judgement judge(PerfResult result, PerfResult other) {
    int pairs = Math.min(result.forks().size(), other.forks().size());
    ListStatistics logRatios = new ListStatistics();
    for (int i = 0; i < pairs; i++) {
      logRatios.addValue(
          Math.log(result.forks().get(i).opsPerSecond() / other.forks().get(i).opsPerSecond()));
    }
    double ratio = Math.exp(logRatios.getMean());
    double[] interval =
        pairs < 2 ? new double[] {Double.NaN, Double.NaN} : logRatios.getConfidenceIntervalAt(0.95);
    double lower = Math.exp(interval[0]);
    double upper = Math.exp(interval[1]);
    boolean refuted = pairs >= 2 ? upper < atLeast : ratio < atLeast;
    String state =
        refuted
            ? "FAILED"
            : lower >= atLeast ? "held" : "not refuted (the interval reaches " + atLeast + ")";
    return new Judgement(
        refuted,
        String.format(
            Locale.ROOT,
            "throughput relative to %s: %s, ratio %.3f [%.3f, %.3f] (95 %%, %d pairs of interleaved"
                + " forks; %,.0f against %,.0f ops/s); budget: at least %s",
            engine,
            state,
            ratio,
            lower,
            upper,
            pairs,
            result.meanForkOpsPerSecond(),
            other.meanForkOpsPerSecond(),
            BudgetChecks.percent(atLeast)));
  }

  /**
   * A ratio budget's judgement.
   *
   * @param refuted whether the ratio lies wholly below the budget
   * @param account one line for the message
   */
  public record Judgement(boolean refuted, String account) {
    /**
     * {@code outcome} with this judgement: failed if refuted; passed if it held and the baseline
     * gate had nothing of its own to fail; otherwise the gate's verdict; the account first.
     */
    public GateOutcome applyTo(GateOutcome outcome) {
      String message = account + "\n" + outcome.message();
      if (refuted) {
        return new GateOutcome(
            Verdict.FAILED, message, outcome.result(), outcome.baselineOpsPerSecond());
      }
      Verdict verdict =
          outcome.verdict() == Verdict.NOT_CHECKED || outcome.verdict() == Verdict.OFF
              ? Verdict.PASSED
              : outcome.verdict();
      return new GateOutcome(verdict, message, outcome.result(), outcome.baselineOpsPerSecond());
    }
  }
}
