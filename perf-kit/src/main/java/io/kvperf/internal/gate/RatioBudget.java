package io.kvperf.internal.gate;

import io.kvperf.api.Budget;
import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.internal.account.EngineRatio;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.PerfResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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
  public RatioJudgement judge(PerfResult result, PerfResult other) {
    int pairs = Math.min(result.forks().size(), other.forks().size());
    List<Double> ratios = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      ratios.add(result.forks().get(i).opsPerSecond() / other.forks().get(i).opsPerSecond());
    }
    RatioEstimate estimate = RatioEstimate.of(ratios);
    return new RatioJudgement(
        estimate.judge(new Figure.EngineRatio(engine), Basis.OTHER_ENGINE, engine, atLeast),
        new EngineRatio(
            engine,
            estimate.standing(atLeast),
            result.meanForkOpsPerSecond(),
            other.meanForkOpsPerSecond()));
  }
}
