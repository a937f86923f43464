package io.kvperf.internal.account;

import io.kvperf.result.Verdict;
import java.util.Objects;
import java.util.Optional;

/**
 * One figure of a comparison of two builds judged from pairs against its budget.
 *
 * @param change the figure's change and interval
 * @param budgetLn the budget, as a log ratio of A over B
 * @param verdict what the interval said against the budget
 * @param sigmaLn the spread of one pair's log ratio ({@code NaN} from one pair)
 * @param detectableLn the smallest change these pairs detect, as a log ratio: what more pairs would
 *     need to undercut for an undecided figure to be decided
 * @param allocation each arm's bytes per operation, for allocation per operation; empty for other
 *     figures
 */
public record PairedFigureJudged(
    PairedChange change,
    double budgetLn,
    Verdict verdict,
    double sigmaLn,
    double detectableLn,
    Optional<ArmsAllocation> allocation)
    implements ComparisonLine {
  /** Checks the values are present. */
  public PairedFigureJudged {
    Objects.requireNonNull(change, "change");
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(allocation, "allocation");
  }
}
