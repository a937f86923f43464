package io.kvperf.internal.gate;

import io.kvperf.internal.account.RatioStanding;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * A ratio estimated from paired measurements: the geometric mean of the pairs' ratios, with a 95 %
 * interval (Student's t over their logs), and how it stands against a least accepted ratio. A ratio
 * budget fails only when the whole interval lies below it (the claim is refuted, not merely
 * unproven); from one pair there is no interval, and the pair's ratio decides.
 *
 * @param ratio the geometric mean of the ratios
 * @param lower the interval's lower end; {@code NaN} from one pair
 * @param upper the interval's upper end; {@code NaN} from one pair
 * @param pairs how many ratios it was estimated from
 */
public record RatioEstimate(double ratio, double lower, double upper, int pairs) {
  /** The estimate from {@code ratios}, each positive; at least one. */
  public static RatioEstimate of(List<Double> ratios) {
    if (ratios.isEmpty()) {
      throw new IllegalArgumentException("a ratio needs at least one pair");
    }
    int n = ratios.size();
    double mean = ratios.stream().mapToDouble(Math::log).average().orElseThrow();
    if (n < 2) {
      return new RatioEstimate(Math.exp(mean), Double.NaN, Double.NaN, 1);
    }
    double squares = ratios.stream().mapToDouble(r -> Math.pow(Math.log(r) - mean, 2)).sum();
    // JMH's statistics give no interval below three values; two pairs still have one, if wide.
    double halfWidth =
        new TDistribution(n - 1).inverseCumulativeProbability(0.975)
            * Math.sqrt(squares / (n - 1) / n);
    return new RatioEstimate(
        Math.exp(mean), Math.exp(mean - halfWidth), Math.exp(mean + halfWidth), n);
  }

  /** Whether the estimate refutes "at least {@code atLeast}": its whole interval lies below. */
  public boolean refutes(double atLeast) {
    return pairs >= 2 ? upper < atLeast : !(ratio >= atLeast);
  }

  /**
   * How the estimate stands against "at least {@code atLeast}": {@code FAILED} (refuted), {@code
   * held} (the whole interval at or above it), or not refuted (the interval reaches it).
   */
  public RatioStanding standing(double atLeast) {
    RatioStanding.State state;
    if (refutes(atLeast)) {
      state = RatioStanding.State.FAILED;
    } else if (pairs < 2 || lower >= atLeast) {
      state = RatioStanding.State.HELD;
    } else {
      state = RatioStanding.State.NOT_REFUTED;
    }
    return new RatioStanding(state, new Estimate(ratio, lower, upper), pairs, atLeast);
  }

  /**
   * The judgement of {@code figure} against {@code against} on {@code basis}: failed if the
   * estimate refutes {@code atLeast}, passed otherwise (held, or not refuted).
   */
  public Judgement judge(Figure figure, Basis basis, String against, double atLeast) {
    boolean refuted = refutes(atLeast);
    return new Judgement(
        figure,
        new Judgement.Compared(basis, against),
        new Estimate(ratio, lower, upper),
        Limits.budget(atLeast),
        Step.PAIRS,
        refuted ? Verdict.FAILED : Verdict.PASSED,
        refuted ? Reason.BEYOND_BUDGET : Reason.WITHIN_BUDGET);
  }
}
