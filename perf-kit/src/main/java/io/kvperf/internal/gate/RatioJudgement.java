package io.kvperf.internal.gate;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.result.Judgement;
import io.kvperf.result.Verdict;
import java.util.List;

/**
 * A ratio budget's judgement ({@link RatioBudget}, {@link LatencyRatioBudget}).
 *
 * @param judgement the ratio's judgement: passed unless refuted
 * @param line the account's line: the ratio, its interval and the budget
 */
public record RatioJudgement(Judgement judgement, AccountLine line) {
  /** Whether the ratio lies wholly below the budget. */
  public boolean refuted() {
    return judgement.verdict() == Verdict.FAILED;
  }

  /** {@code outcome} with this judgement beside its own, the account first. */
  public Outcome applyTo(Outcome outcome) {
    return outcome.with(List.of(judgement), Account.of(line).then(outcome.account()));
  }
}
