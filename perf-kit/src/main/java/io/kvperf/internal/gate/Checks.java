package io.kvperf.internal.gate;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.result.Judgement;
import java.util.ArrayList;
import java.util.List;

/**
 * What a decider of the gate found: its judgements, and its account as lines, those of what failed
 * apart from the others, for an account names the failures first.
 *
 * @param judgements each figure judged, and each budgeted figure that could not be
 * @param failed the lines of what failed
 * @param held the lines of what held, or was compared without failing, or not compared
 */
record Checks(List<Judgement> judgements, List<AccountLine> failed, List<AccountLine> held) {
  /** Nothing checked. */
  static final Checks NONE = new Checks(List.of(), List.of(), List.of());

  /** Copies the lists. */
  Checks {
    judgements = List.copyOf(judgements);
    failed = List.copyOf(failed);
    held = List.copyOf(held);
  }

  /** These checks, then {@code more}'s: each list in order. */
  Checks then(Checks more) {
    return new Checks(
        joined(judgements, more.judgements), joined(failed, more.failed), joined(held, more.held));
  }

  /** These checks with {@code judgement} after their judgements. */
  Checks judging(Judgement judgement) {
    return new Checks(joined(judgements, List.of(judgement)), failed, held);
  }

  /** These checks with {@code line} after the lines of what failed. */
  Checks failing(AccountLine line) {
    return new Checks(judgements, joined(failed, List.of(line)), held);
  }

  /** These checks with {@code line} after the lines of what held. */
  Checks holding(AccountLine line) {
    return new Checks(judgements, failed, joined(held, List.of(line)));
  }

  /** Whether anything failed. */
  boolean anyFailed() {
    return !failed.isEmpty();
  }

  /** The account: what failed first, then what held. */
  Account account() {
    return new Account(joined(failed, held));
  }

  private static <T> List<T> joined(List<T> first, List<T> second) {
    List<T> all = new ArrayList<>(first);
    all.addAll(second);
    return all;
  }
}
