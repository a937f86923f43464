package io.kvperf.internal.gate;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.LatencyRatio;
import io.kvperf.api.Operation;
import io.kvperf.internal.account.LatencyRatioEstimate;
import io.kvperf.internal.account.LatencyRatioUnmeasured;
import io.kvperf.result.Figure;
import io.kvperf.result.ForkResult;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * {@link LatencyRatio}: the mean latency of one operation type against another's, both measured in
 * the same forks, interleaved operation by operation, so that the machine's speed cancels in their
 * ratio. Each fork gives one ratio; the estimate and its interval are a {@link RatioEstimate} over
 * the forks.
 *
 * @param of the operation type whose mean latency is the numerator
 * @param to the operation type whose mean latency is the denominator
 * @param atLeast the least accepted ratio
 */
public record LatencyRatioBudget(Operation of, Operation to, double atLeast) {
  /** Checks the types differ and the ratio is positive. */
  public LatencyRatioBudget {
    Objects.requireNonNull(of, "of");
    Objects.requireNonNull(to, "to");
    if (of == to) {
      throw InvalidAnnotationException.written(
          LatencyRatio.class,
          "of = " + of + ", to = " + to,
          "compares an operation type with itself: name two");
    }
    if (!(atLeast > 0) || Double.isInfinite(atLeast)) {
      throw InvalidAnnotationException.of(
          LatencyRatio.class, "atLeast", atLeast, "must be a positive ratio");
    }
  }

  /**
   * Judges {@code result}'s forks. A fork that timed no operation of either type is left out (the
   * account counts the forks used); when no fork timed both, the budget fails, for it could not be
   * checked.
   */
  public RatioJudgement judge(PerfResult result) {
    List<Double> ratios = new ArrayList<>();
    MeanOverForks ofMeans = new MeanOverForks();
    MeanOverForks toMeans = new MeanOverForks();
    for (ForkResult fork : result.forks()) {
      double ofMean = ofMeans.add(fork.trimmedMeanLatencyNanos(of));
      double ratio = ofMean / toMeans.add(fork.trimmedMeanLatencyNanos(to));
      if (ratio > 0 && Double.isFinite(ratio)) {
        ratios.add(ratio);
      }
    }
    Figure what = new Figure.OperationRatio(of, to);
    if (ratios.isEmpty()) {
      return new RatioJudgement(
          Judgement.unmeasured(what, "", Verdict.FAILED, Reason.NOT_MEASURED)
              .withBasis(Basis.OTHER_OPERATION, to.metricName()),
          new LatencyRatioUnmeasured(of, to, result.forks().size(), atLeast));
    }
    RatioEstimate estimate = RatioEstimate.of(ratios);
    return new RatioJudgement(
        estimate.judge(what, Basis.OTHER_OPERATION, to.metricName(), atLeast),
        new LatencyRatioEstimate(
            of,
            to,
            estimate.standing(atLeast),
            result.forks().size(),
            ForkResult.TRIMMED_MEAN_PERCENTILE,
            ofMeans.mean(),
            toMeans.mean()));
  }

  /** The mean over the forks of a type's means, those where it ran. */
  private static final class MeanOverForks {
    private double sum;
    private int forks;

    /** Adds one fork's mean, unless the type never ran there; returns it. */
    double add(double mean) {
      if (Double.isFinite(mean)) {
        sum += mean;
        forks++;
      }
      return mean;
    }

    /** The mean; empty when the type ran in no fork. */
    OptionalDouble mean() {
      return forks == 0 ? OptionalDouble.empty() : OptionalDouble.of(sum / forks);
    }
  }
}
