package io.kvperf.internal.account;

import io.kvperf.result.Verdict;
import java.util.Objects;

/**
 * One version of a sweep or a bisect: its comparison's verdict and, below it, its comparison's own
 * account.
 *
 * @param version the version, as the sweep or bisect names it
 * @param verdict its comparison's verdict
 * @param account its comparison's account
 */
public record VersionAccount(String version, Verdict verdict, Account account)
    implements ComparisonLine {
  /** Checks the values are present. */
  public VersionAccount {
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(account, "account");
  }
}
