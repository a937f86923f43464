package io.kvperf.internal.gate;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import java.util.List;

/** The lines of one kind in an account, for tests that assert what a decider reported. */
final class AccountLines {
  private AccountLines() {}

  /** The lines of {@code account} of {@code kind}, in order. */
  static <T extends AccountLine> List<T> of(Account account, Class<T> kind) {
    return account.lines().stream().filter(kind::isInstance).map(kind::cast).toList();
  }
}
