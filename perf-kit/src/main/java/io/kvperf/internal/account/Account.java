package io.kvperf.internal.account;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A decider's account of one result, as values: its lines in order, each rendered as one line (or
 * more) of text by the reports.
 *
 * @param lines the lines, in order
 */
public record Account(List<AccountLine> lines) {
  /** An account that says nothing. */
  public static final Account EMPTY = new Account(List.of());

  /** Copies the lines. */
  public Account {
    lines = List.copyOf(lines);
  }

  /** An account of {@code lines}. */
  public static Account of(AccountLine... lines) {
    return new Account(Arrays.asList(lines));
  }

  /** This account followed by {@code more}. */
  public Account then(Account more) {
    List<AccountLine> all = new ArrayList<>(lines);
    all.addAll(more.lines);
    return new Account(all);
  }

  /** This account followed by {@code line}. */
  public Account then(AccountLine line) {
    return then(of(line));
  }

  /** Whether it says nothing. */
  public boolean isEmpty() {
    return lines.isEmpty();
  }
}
