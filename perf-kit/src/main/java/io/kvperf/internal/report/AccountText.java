package io.kvperf.internal.report;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.ComparisonLine;
import io.kvperf.internal.account.GateLine;
import java.util.stream.Collectors;

/**
 * Writes the sentences of an account: each of its lines as text, one after another. The one place
 * where an account's values become words; every medium prints this text after the judgements'
 * headlines.
 */
public final class AccountText {
  private AccountText() {}

  /** The text of {@code account}, its lines joined by newlines. */
  public static String of(Account account) {
    return account.lines().stream().map(AccountText::line).collect(Collectors.joining("\n"));
  }

  private static String line(AccountLine line) {
    if (line instanceof GateLine gate) return GateAccountText.of(gate);
    if (line instanceof ComparisonLine c) return ComparisonAccountText.of(c, AccountText::of);
    throw new IllegalArgumentException("no words for an account line of " + line.getClass());
  }
}
