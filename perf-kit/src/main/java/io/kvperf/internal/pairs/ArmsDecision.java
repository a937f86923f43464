package io.kvperf.internal.pairs;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.PairsEstimateHeading;
import io.kvperf.internal.account.PairsHeading;
import io.kvperf.internal.account.PairsHeading.Unbudgeted;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.List;

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
 * <p>Allocation per operation ({@code allocationRise}) is decided the same way on each pair's
 * {@code ln(A / B)} of the operation threads' bytes per operation, except that a rise of at most
 * {@value BudgetFigure#ALLOCATION_SLACK_BYTES} bytes per operation never fails, as against a
 * baseline.
 *
 * <p>The decision looks every {@value #LOOK_EVERY} pairs. Each figure's error on each side is at
 * most {@value #ALPHA} over all its looks (Bonferroni: {@value #ALPHA} divided by the number of
 * looks at each).
 *
 * <p>The figures no budget reads can be estimated beside, each with a 95 % interval and judged by
 * nothing ({@code NOT_CHECKED}); a contract with no budget at all can be {@linkplain #estimating
 * estimated} in a fixed number of pairs.
 */
public final class ArmsDecision {
  /** A figure's one-sided error over all looks: a wrong FAILED (or PASSED) at most this often. */
  public static final double ALPHA = 0.001;

  /** The decision looks after every this many pairs. */
  public static final int LOOK_EVERY = CompareSettings.LEAST_PAIRS;

  private final Budgets budget;
  private final int maxPairs;
  private final Unbudgeted unbudgeted;

  /**
   * A decision on {@code budget}'s throughput, p99 and allocation figures, from at most {@code
   * maxPairs} pairs; the figures the budget does not read are estimated beside or left out, as
   * {@code unbudgeted} says.
   *
   * @throws IllegalArgumentException when the budget has none of them, or fewer pairs than one look
   */
  public ArmsDecision(Budgets budget, int maxPairs, Unbudgeted unbudgeted) {
    if (!budget.hasBuildComparable()) {
      throw new IllegalArgumentException(
          "comparing two builds needs a "
              + Budgets.buildComparableAttributes()
              + " budget on the"
              + " contract");
    }
    if (maxPairs < LOOK_EVERY) {
      throw new IllegalArgumentException(
          "kvperf.compare.pairs = " + maxPairs + " is invalid: must be at least " + LOOK_EVERY);
    }
    this.budget = budget;
    this.maxPairs = maxPairs;
    this.unbudgeted = unbudgeted;
  }

  /** A decision on {@code budget}'s figures alone, from at most {@code maxPairs} pairs. */
  public ArmsDecision(Budgets budget, int maxPairs) {
    this(budget, maxPairs, Unbudgeted.LEFT_OUT);
  }

  private ArmsDecision(int pairs) {
    this.budget = Budgets.NONE;
    this.maxPairs = pairs;
    this.unbudgeted = Unbudgeted.ESTIMATED_BESIDE;
  }

  /**
   * Not a decision but an estimate, for a contract with no budget a comparison reads: exactly
   * {@code pairs} pairs, throughput, each p99 and (where measured) allocation per operation of A
   * against B with 95 % intervals, and the verdict {@code NOT_CHECKED}.
   *
   * @throws IllegalArgumentException from fewer than two pairs, which give no interval
   */
  public static ArmsDecision estimating(int pairs) {
    if (pairs < 2) {
      throw new IllegalArgumentException(
          "an estimate of two builds needs at least 2 pairs, not " + pairs);
    }
    return new ArmsDecision(pairs);
  }

  private boolean judging() {
    return budget.hasBuildComparable();
  }

  /** The most pairs the decision may take. */
  public int maxPairs() {
    return maxPairs;
  }

  /** The fewest pairs the decision looks at. */
  public int minPairs() {
    return judging() ? LOOK_EVERY : maxPairs;
  }

  /** Each look's one-sided error. */
  double alphaPerLook() {
    int looks = (maxPairs + LOOK_EVERY - 1) / LOOK_EVERY;
    return ALPHA / looks;
  }

  /**
   * Whether the decision is taken at these pairs: a look with every figure decided, or the last.
   */
  public boolean settled(ArmPairs pairs) {
    if (pairs.count() >= maxPairs) {
      return true;
    }
    if (!judging() || pairs.count() % LOOK_EVERY != 0) {
      return false;
    }
    Verdict verdict = verdict(figures(pairs));
    return verdict == Verdict.FAILED || verdict == Verdict.PASSED;
  }

  /**
   * The verdict on A against B: FAILED if a figure failed, PASSED if every figure passed, else
   * INCONCLUSIVE; the account has a line per figure, its change and interval. The outcome carries
   * {@code result}, arm A's.
   */
  public Outcome judge(ArmPairs pairs, PerfResult result) {
    return judge(pairs, result, "A", "B");
  }

  /**
   * {@link #judge(ArmPairs, PerfResult)}, the outcome's {@linkplain Outcome#estimates() estimates}
   * naming the builds: {@code build} as arm A, {@code against} as arm B.
   */
  public Outcome judge(ArmPairs pairs, PerfResult result, String build, String against) {
    List<FigureDecision> figures = figures(pairs);
    List<AccountLine> lines = new ArrayList<>();
    lines.add(
        judging()
            ? new PairsHeading(pairs.count(), pairs.how(), alphaPerLook(), unbudgeted)
            : new PairsEstimateHeading(
                pairs.count(), pairs.how(), Budgets.buildComparableAttributeNames()));
    figures.forEach(d -> lines.add(d.line()));
    List<Judgement> judgements =
        figures.stream().map(d -> d.judgement().withBasis(Basis.OTHER_BUILD, against)).toList();
    return new Outcome(judgements, new Account(lines), result)
        .withEstimates(
            figures.stream()
                .map(
                    d ->
                        new ArmEstimate(
                            build,
                            against,
                            d.figure().label(),
                            Math.exp(d.meanLn()),
                            Math.exp(d.meanLn() - d.halfWidthLn()),
                            Math.exp(d.meanLn() + d.halfWidthLn()),
                            d.verdict()))
                .toList());
  }

  private List<FigureDecision> figures(ArmPairs pairs) {
    return ArmFigures.of(pairs, budget, alphaPerLook(), unbudgeted);
  }

  /**
   * Over the judged figures ({@link InvocationVerdict}): FAILED if one failed, INCONCLUSIVE if one
   * was undecided, PASSED if all passed; NOT_CHECKED where none was judged.
   */
  private static Verdict verdict(List<FigureDecision> figures) {
    return InvocationVerdict.of(figures.stream().map(FigureDecision::judgement).toList()).verdict();
  }
}
