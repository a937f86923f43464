package io.kvperf.baseline;

import io.kvperf.api.Operation;
import io.kvperf.baseline.GateOutcome.Verdict;
import io.kvperf.result.ForkResult;
import io.kvperf.result.PerfResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The decision on two builds measured in pairs of forks (A this build, B the build compared with),
 * reading a contract's throughput and p99 budgets as A against B; no stored baseline is involved.
 *
 * <p>Each pair gives {@code ln(A / B)} of a figure. The forks of a pair run back to back, so that
 * what the machine does to both mostly cancels; when they measured a reference, the reference takes
 * out more of it: a p99 is divided by the reference's, and throughput is scored by iteration
 * against the reference iteration beside it (docs/ab.md has the figures). Over the pairs, a
 * one-sided Student's t bound at each end decides each figure:
 *
 * <ul>
 *   <li>FAILED when the estimate lies beyond the budget (throughput lower by more than its drop, or
 *       a p99 higher by more than its rise) and the interval excludes no change: as the baseline
 *       gate reads a budget, the estimate decides and the interval guards against noise;
 *   <li>PASSED when the whole interval lies within the budget;
 *   <li>otherwise undecided: more pairs are measured, up to the most allowed, after which the
 *       figure is INCONCLUSIVE and says the smallest change the pairs could have detected.
 * </ul>
 *
 * <p>With no change, a figure FAILS only when its interval excludes no change, so a wrong FAILED
 * has at most the interval's error, whatever the budget.
 *
 * <p>The decision looks every {@value #LOOK_EVERY} pairs. Each figure's error on each side is at
 * most {@value #ALPHA} over all its looks (Bonferroni: {@value #ALPHA} divided by the number of
 * looks at each).
 */
public final class ArmsDecision {
  /** A figure's one-sided error over all looks: a wrong FAILED (or PASSED) at most this often. */
  public static final double ALPHA = 0.001;

  /** The decision looks after every this many pairs. */
  public static final int LOOK_EVERY = 4;

  private final BudgetSpec budget;
  private final int maxPairs;

  /**
   * A decision on {@code budget}'s throughput and p99 figures, from at most {@code maxPairs} pairs.
   *
   * @throws IllegalArgumentException when the budget has neither, or fewer pairs than one look
   */
  public ArmsDecision(BudgetSpec budget, int maxPairs) {
    if (!budget.hasMachineBound()) {
      throw new IllegalArgumentException(
          "comparing two builds needs a throughputDrop or p99Rise budget on the contract");
    }
    if (maxPairs < LOOK_EVERY) {
      throw new IllegalArgumentException(
          "kvperf.compare.pairs = " + maxPairs + " is invalid: must be at least " + LOOK_EVERY);
    }
    this.budget = budget;
    this.maxPairs = maxPairs;
  }

  /** The most pairs the decision may take. */
  public int maxPairs() {
    return maxPairs;
  }

  /** The fewest pairs the decision looks at. */
  public int minPairs() {
    return LOOK_EVERY;
  }

  /** Each look's one-sided error. */
  double alphaPerLook() {
    int looks = (maxPairs + LOOK_EVERY - 1) / LOOK_EVERY;
    return ALPHA / looks;
  }

  /**
   * Whether the decision is taken at {@code pairs}: a look with every figure decided, or the last.
   */
  public boolean settled(PerfResult a, PerfResult b) {
    int pairs = pairs(a, b);
    if (pairs >= maxPairs) {
      return true;
    }
    if (pairs % LOOK_EVERY != 0) {
      return false;
    }
    List<FigureDecision> decisions = decide(a, b);
    return decisions.stream().anyMatch(d -> d.verdict() == Verdict.FAILED)
        || decisions.stream().allMatch(d -> d.verdict() == Verdict.PASSED);
  }

  /**
   * The verdict on A against B, their forks paired by index: FAILED if a figure failed, PASSED if
   * every figure passed, else INCONCLUSIVE; the message has every figure's change and interval.
   */
  public GateOutcome judge(PerfResult a, PerfResult b) {
    List<FigureDecision> decisions = decide(a, b);
    Verdict verdict =
        decisions.stream().anyMatch(d -> d.verdict() == Verdict.FAILED)
            ? Verdict.FAILED
            : decisions.stream().allMatch(d -> d.verdict() == Verdict.PASSED)
                ? Verdict.PASSED
                : Verdict.INCONCLUSIVE;
    StringBuilder message =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "A against B in %d pairs of forks (%s; intervals at %.3f %% on each side per"
                    + " look):",
                pairs(a, b),
                a.forks().get(0).hasReference() ? "less the in-fork reference's ratio" : "raw",
                alphaPerLook() * 100));
    decisions.forEach(d -> message.append("\n  ").append(d.account()));
    return new GateOutcome(verdict, message.toString(), a);
  }

  private static int pairs(PerfResult a, PerfResult b) {
    return Math.min(a.forks().size(), b.forks().size());
  }

  private List<FigureDecision> decide(PerfResult a, PerfResult b) {
    List<FigureDecision> decisions = new ArrayList<>();
    if (!Double.isNaN(budget.throughputDropPercent())) {
      decisions.add(
          decide(
              PairedFigure.of("throughput", throughputLogRatios(a, b)),
              Math.log(1 - budget.throughputDropPercent() / 100),
              false));
    }
    if (!Double.isNaN(budget.p99RisePercent())) {
      for (Operation operation : Operation.values()) {
        if (Double.isNaN(a.forks().get(0).p99Nanos(operation))
            || Double.isNaN(b.forks().get(0).p99Nanos(operation))) {
          continue;
        }
        PairedFigure figure =
            figure(
                "p99 of " + operation.name().toLowerCase(Locale.ROOT),
                a,
                b,
                fork -> fork.p99Nanos(operation),
                fork -> fork.referenceP99Nanos(operation));
        decisions.add(decide(figure, Math.log(1 + budget.p99RisePercent() / 100), true));
      }
    }
    return decisions;
  }

  /**
   * Each pair's {@code ln(A / B)} of throughput. With references, each fork's score is the median
   * over its iterations of {@code ln(engine / reference)}, each engine iteration beside the
   * reference iteration it alternates with, which follows the machine's speed within the fork more
   * closely than the ratio of the fork's medians (docs/ab.md has the figures).
   */
  private static List<Double> throughputLogRatios(PerfResult a, PerfResult b) {
    List<Double> logRatios = new ArrayList<>();
    for (int i = 0; i < pairs(a, b); i++) {
      ForkResult forkA = a.forks().get(i);
      ForkResult forkB = b.forks().get(i);
      logRatios.add(
          forkA.hasReference() && forkB.hasReference()
              ? iterationScore(forkA) - iterationScore(forkB)
              : Math.log(forkA.opsPerSecond() / forkB.opsPerSecond()));
    }
    return logRatios;
  }

  private static double iterationScore(ForkResult fork) {
    List<Double> engine = fork.throughput().iterationOpsPerSecond();
    List<Double> reference = fork.referenceThroughput().iterationOpsPerSecond();
    List<Double> logRatios = new ArrayList<>();
    for (int k = 0; k < Math.min(engine.size(), reference.size()); k++) {
      logRatios.add(Math.log(engine.get(k) / reference.get(k)));
    }
    return ForkResult.median(logRatios);
  }

  private static PairedFigure figure(
      String name,
      PerfResult a,
      PerfResult b,
      ToDoubleFunction<ForkResult> value,
      ToDoubleFunction<ForkResult> reference) {
    List<Double> logRatios = new ArrayList<>();
    for (int i = 0; i < pairs(a, b); i++) {
      ForkResult forkA = a.forks().get(i);
      ForkResult forkB = b.forks().get(i);
      double logRatio = Math.log(value.applyAsDouble(forkA) / value.applyAsDouble(forkB));
      if (forkA.hasReference() && forkB.hasReference()) {
        logRatio -= Math.log(reference.applyAsDouble(forkA) / reference.applyAsDouble(forkB));
      }
      logRatios.add(logRatio);
    }
    return PairedFigure.of(name, logRatios);
  }

  /** A figure's verdict and its line; {@code rise} when larger is worse (a p99). */
  private record FigureDecision(Verdict verdict, String account) {}

  private FigureDecision decide(PairedFigure figure, double limitLn, boolean rise) {
    double alpha = alphaPerLook();
    double h = figure.halfWidth(alpha);
    // Oriented so that larger is worse: a p99's rise, a throughput's drop.
    double sign = rise ? 1 : -1;
    double worse = sign * figure.meanLn();
    double limit = sign * limitLn;
    Verdict verdict =
        worse > limit && worse - h > 0
            ? Verdict.FAILED
            : worse + h <= limit ? Verdict.PASSED : Verdict.INCONCLUSIVE;
    String budgetText =
        String.format(Locale.ROOT, "budget %+.1f %%", PairedFigure.percent(limitLn));
    String account = figure.describe(alpha) + ", " + budgetText + ": " + verdict;
    if (verdict == Verdict.INCONCLUSIVE) {
      account +=
          String.format(
              Locale.ROOT,
              " (sigma per pair %.3f; these pairs detect a change of %.1f %% or more from the"
                  + " estimate)",
              figure.sigmaLn(),
              PairedFigure.percent(figure.detectableLn(alpha)));
    }
    return new FigureDecision(verdict, account);
  }
}
