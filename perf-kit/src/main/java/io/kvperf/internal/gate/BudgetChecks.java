package io.kvperf.internal.gate;

import io.kvperf.internal.account.FigureNotInBaseline;
import io.kvperf.internal.account.FigureRise;
import io.kvperf.internal.account.GcPauseBeyondLimit;
import io.kvperf.internal.account.GcShareBeyondLimit;
import io.kvperf.internal.account.InvalidBaselineFigure;
import io.kvperf.internal.decision.AgainstBaseline;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.stats.FigureRule;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.result.Figure;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.MetricKey;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import io.kvperf.result.Verdict;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/** The budgets beside throughput: absolute GC budgets, and rises against the baseline's figures. */
public final class BudgetChecks {

  private BudgetChecks() {}

  /** The judgements of the GC budgets, which need no baseline, and the lines of their failures. */
  static Checks absolute(PerfResult result, Budgets budget) {
    Checks checks = Checks.NONE;
    Optional<Duration> maxPause = budget.gcMaxPause();
    if (maxPause.isPresent()) {
      Duration limit = maxPause.get();
      Duration longest = result.metrics().gcMaxPause();
      checks =
          checks.judging(
              limit(
                  BudgetFigure.GC_MAX_PAUSE.figure(),
                  (double) longest.toNanos() / limit.toNanos(),
                  longest.compareTo(limit) <= 0));
      for (IterationMetrics iteration : result.metrics().iterations()) {
        Duration max = iteration.gcMaxPause();
        if (max.compareTo(limit) > 0) {
          checks =
              checks.failing(
                  new GcPauseBeyondLimit(
                      iteration.index(),
                      max,
                      limit,
                      iteration.gcPauseNanos().size(),
                      iteration.gcTotalPause()));
        }
      }
    }
    OptionalDouble gcShare = budget.tolerancePercent(BudgetFigure.GC_SHARE);
    if (gcShare.isPresent()) {
      double limitPercent = gcShare.getAsDouble();
      double share = result.metrics().gcShare() * 100;
      checks =
          checks.judging(
              limit(BudgetFigure.GC_SHARE.figure(), share / limitPercent, share <= limitPercent));
      if (share > limitPercent) {
        checks =
            checks.failing(
                new GcShareBeyondLimit(
                    share,
                    limitPercent,
                    result.metrics().gcPauseCount(),
                    result.metrics().gcTotalPause()));
      }
    }
    return checks;
  }

  /** A figure held to a fixed limit, as its ratio to the limit. */
  private static Judgement limit(Figure figure, double ratioToLimit, boolean held) {
    return new Judgement(
        figure,
        new Judgement.Compared(Basis.LIMIT, ""),
        Estimate.of(ratioToLimit),
        Limits.budget(1),
        Step.MEASURED,
        held ? Verdict.PASSED : Verdict.FAILED,
        held ? Reason.WITHIN_BUDGET : Reason.BEYOND_BUDGET);
  }

  /**
   * The rises against the baseline's figures, each a judgement and a line: failed, held, or not
   * compared, for a budgeted figure the baseline lacks (it was recorded before the figure existed).
   * Only the figures the table gives to this decider ({@link AgainstBaseline#RISE}) are read: the
   * service p99 is judged per fork. Against a baseline of another CPU ({@link
   * Basis#OTHER_CPU_BASELINE}), only the {@link Statistic#machineIndependent()} figures are
   * compared.
   *
   * @param basis {@link Basis#BASELINE} for this machine's baseline, {@link
   *     Basis#OTHER_CPU_BASELINE} for another CPU's under the same runtime
   */
  static Checks relative(PerfResult result, BaselineEntry baseline, Budgets budget, Basis basis) {
    long operations = result.metrics().operations();
    String against = basis == Basis.BASELINE ? "" : baseline.key().environment().cpuModel();
    Checks checks = Checks.NONE;
    for (Map.Entry<MetricKey, Double> measured : result.metrics().keyFigures().entrySet()) {
      MetricKey key = measured.getKey();
      Optional<BudgetFigure> figure = BudgetFigure.reading(key.statistic());
      OptionalDouble budgeted = budget.tolerancePercent(key.statistic());
      if (figure.isEmpty()
          || figure.get().againstBaseline(key.statistic()) != AgainstBaseline.RISE
          || budgeted.isEmpty()
          || !(basis == Basis.BASELINE || key.statistic().machineIndependent())) {
        continue;
      }
      Optional<Double> before = baseline.figure(key);
      checks =
          checks.then(
              before.isPresent()
                  ? rise(
                      key,
                      before.get(),
                      measured.getValue(),
                      budgeted.getAsDouble(),
                      figure.get().slack(operations),
                      basis,
                      against)
                  : new Checks(
                      List.of(
                          Judgement.notChecked(
                              new Figure.Measured(key), "", Reason.NOT_IN_BASELINE)),
                      List.of(),
                      List.of(new FigureNotInBaseline(key))));
    }
    return checks;
  }

  private static Checks rise(
      MetricKey key,
      double before,
      double now,
      double tolerancePercent,
      double slack,
      Basis basis,
      String against) {
    if (!FigureRule.AMOUNT.holds(before)) {
      return invalidBaseline(key, before, basis, against);
    }
    double rise =
        before == 0 ? (now > 0 ? Double.POSITIVE_INFINITY : 0) : (now - before) / before * 100;
    boolean broken = rise > tolerancePercent && now - before > slack;
    Verdict verdict = broken ? Verdict.FAILED : Verdict.PASSED;
    Judgement judgement =
        new Judgement(
            new Figure.Measured(key),
            new Judgement.Compared(basis, against),
            Estimate.of(before == 0 ? (now > 0 ? Double.POSITIVE_INFINITY : 1) : now / before),
            Limits.budget(1 + tolerancePercent / 100),
            Step.MEASURED,
            verdict,
            broken ? Reason.BEYOND_BUDGET : Reason.WITHIN_BUDGET);
    FigureRise line = new FigureRise(key, before, now, rise, tolerancePercent, verdict);
    return broken
        ? new Checks(List.of(judgement), List.of(line), List.of())
        : new Checks(List.of(judgement), List.of(), List.of(line));
  }

  /**
   * A baseline figure no rise can be measured from (not finite, or negative) fails: a rise from it
   * would be {@code NaN} or negative, and pass whatever was measured. Files never yield one ({@link
   * io.kvperf.internal.store.BaselineStore} checks every figure it reads); a zero is a size or
   * count a run can have (no GC pause), and any rise beyond the slack from it is judged as usual.
   */
  private static Checks invalidBaseline(MetricKey key, double before, Basis basis, String against) {
    return new Checks(
        List.of(
            Judgement.unmeasured(
                    new Figure.Measured(key), "", Verdict.FAILED, Reason.INVALID_BASELINE)
                .withBasis(basis, against)),
        List.of(new InvalidBaselineFigure(key, before, FigureRule.AMOUNT.range())),
        List.of());
  }
}
