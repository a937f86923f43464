package io.kvperf.internal.gate;

import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetFigure.AgainstBaseline;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.stats.FigureRule;
import io.kvperf.internal.store.BaselineEntry;
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
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/** The budgets beside throughput: absolute GC budgets, and rises against the baseline's figures. */
public final class BudgetChecks {

  private BudgetChecks() {}

  /**
   * The judgements of the GC budgets, which need no baseline, and the accounts of their failures.
   */
  static List<Judgement> absolute(PerfResult result, Budgets budget, List<String> failures) {
    List<Judgement> judgements = new ArrayList<>();
    budget
        .gcMaxPause()
        .ifPresent(
            limit -> {
              Duration longest = result.metrics().gcMaxPause();
              judgements.add(
                  limit(
                      "GC max pause",
                      (double) longest.toNanos() / limit.toNanos(),
                      longest.compareTo(limit) <= 0));
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
    OptionalDouble gcShare = budget.tolerancePercent(BudgetFigure.GC_SHARE);
    if (gcShare.isPresent()) {
      double limitPercent = gcShare.getAsDouble();
      double share = result.metrics().gcShare() * 100;
      judgements.add(limit("GC share of wall time", share / limitPercent, share <= limitPercent));
      if (share > limitPercent) {
        failures.add(
            String.format(
                Locale.ROOT,
                "GC pauses took %.2f%% of wall time in the measured iterations (%d pauses, %s),"
                    + " more than the budget of %s%%",
                share,
                result.metrics().gcPauseCount(),
                duration(result.metrics().gcTotalPause()),
                percent(limitPercent)));
      }
    }
    return judgements;
  }

  /** A figure held to a fixed limit, as its ratio to the limit. */
  private static Judgement limit(String figure, double ratioToLimit, boolean held) {
    return new Judgement(
        figure,
        false,
        Basis.LIMIT,
        "",
        Estimate.of(ratioToLimit),
        Limits.budget(1),
        Step.MEASURED,
        held ? Verdict.PASSED : Verdict.FAILED,
        held ? Reason.WITHIN_BUDGET : Reason.BEYOND_BUDGET);
  }

  /**
   * Failures of the rises against the baseline's figures, and an account of each that held. A
   * budgeted figure the baseline lacks (it was recorded before the figure existed) is not compared,
   * and {@code accounts} says so. Only the figures the table gives to this decider ({@link
   * AgainstBaseline#RISE}) are read: the service p99 is judged per fork. Unless the baseline is of
   * {@code sameMachine}, only the {@link Statistic#machineIndependent()} figures are compared.
   * Returns the judgement of each figure.
   */
  static List<Judgement> relative(
      PerfResult result,
      BaselineEntry baseline,
      Budgets budget,
      boolean sameMachine,
      List<String> failures,
      List<String> accounts) {
    long operations = result.metrics().operations();
    Basis basis = sameMachine ? Basis.BASELINE : Basis.OTHER_CPU_BASELINE;
    String against = sameMachine ? "" : baseline.environment().cpuModel();
    List<Judgement> judgements = new ArrayList<>();
    result
        .metrics()
        .keyFigures()
        .forEach(
            (key, now) -> {
              Optional<BudgetFigure> figure = BudgetFigure.reading(key.statistic());
              OptionalDouble budgeted = budget.tolerancePercent(key.statistic());
              if (figure.isEmpty()
                  || figure.get().againstBaseline(key.statistic()) != AgainstBaseline.RISE
                  || budgeted.isEmpty()
                  || !(sameMachine || key.statistic().machineIndependent())) {
                return;
              }
              double tolerance = budgeted.getAsDouble();
              baseline
                  .figure(key)
                  .ifPresentOrElse(
                      before ->
                          judgements.add(
                              rise(
                                      key,
                                      before,
                                      now,
                                      tolerance,
                                      figure.get().slack(operations),
                                      failures,
                                      accounts)
                                  .withBasis(basis, against)),
                      () -> {
                        judgements.add(
                            Judgement.notChecked(key.label(), "", Reason.NOT_IN_BASELINE));
                        accounts.add(
                            key.label()
                                + ": not compared, the baseline has no such figure; record it"
                                + " again with -Dkvperf.baseline=update");
                      });
            });
    return judgements;
  }

  private static Judgement rise(
      MetricKey key,
      double before,
      double now,
      double tolerancePercent,
      double slack,
      List<String> failures,
      List<String> accounts) {
    if (!FigureRule.AMOUNT.holds(before)) {
      return invalidBaseline(key, before, failures);
    }
    double rise =
        before == 0 ? (now > 0 ? Double.POSITIVE_INFINITY : 0) : (now - before) / before * 100;
    String unit = key.unit().symbol();
    boolean broken = rise > tolerancePercent && now - before > slack;
    Judgement judgement =
        new Judgement(
            key.label(),
            false,
            Basis.BASELINE,
            "",
            Estimate.of(before == 0 ? (now > 0 ? Double.POSITIVE_INFINITY : 1) : now / before),
            Limits.budget(1 + tolerancePercent / 100),
            Step.MEASURED,
            broken ? Verdict.FAILED : Verdict.PASSED,
            broken ? Reason.BEYOND_BUDGET : Reason.WITHIN_BUDGET);
    if (broken) {
      failures.add(
          String.format(
              Locale.ROOT,
              "%s rose %.1f%% against the baseline (budget: a rise of at most %s%%): baseline %s"
                  + " %s, measured %s %s",
              key.label(),
              rise,
              percent(tolerancePercent),
              figure(before),
              unit,
              figure(now),
              unit));
    } else {
      accounts.add(
          String.format(
              Locale.ROOT,
              "%s held: baseline %s %s, measured %s %s (budget: a rise of at most %s%%)",
              key.label(),
              figure(before),
              unit,
              figure(now),
              unit,
              percent(tolerancePercent)));
    }
    return judgement;
  }

  /**
   * A baseline figure no rise can be measured from (not finite, or negative) fails: a rise from it
   * would be {@code NaN} or negative, and pass whatever was measured. Files never yield one ({@link
   * io.kvperf.internal.store.BaselineStore} checks every figure it reads); a zero is a size or
   * count a run can have (no GC pause), and any rise beyond the slack from it is judged as usual.
   */
  private static Judgement invalidBaseline(MetricKey key, double before, List<String> failures) {
    failures.add(
        String.format(
            Locale.ROOT,
            "%s: the baseline's figure is %s %s, not %s, so no budget can be held to it; repair the"
                + " baseline file, or delete the entry and re-record it with"
                + " -Dkvperf.baseline=update",
            key.label(),
            before,
            key.unit().symbol(),
            FigureRule.AMOUNT.range()));
    return Judgement.unmeasured(key.label(), "", Verdict.FAILED, Reason.INVALID_BASELINE);
  }

  /**
   * {@code value} with one decimal, or two significant digits below 0.1, so that a figure near zero
   * (0.0038 B/op) does not read as zero.
   */
  static String figure(double value) {
    return value == 0 || Math.abs(value) >= 0.1
        ? String.format(Locale.ROOT, "%.1f", value)
        : String.format(Locale.ROOT, "%.2g", value);
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
