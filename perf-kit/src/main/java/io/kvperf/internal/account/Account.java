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

  /** An account of one line of text, from a decider that still writes its words. */
  public static Account text(String text) {
    return text.isEmpty() ? EMPTY : of(new Sentence(text));
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

  /**
   * This account with {@code text} written after it as a decider still writes its words: a text
   * that begins a line is a line of its own, and one that does not continues the last line.
   */
  public Account appendText(String text) {
    if (text.isEmpty()) {
      return this;
    }
    if (text.startsWith("\n")) {
      return then(new Sentence(text.substring(1)));
    }
    if (lines.isEmpty() || !(lines.get(lines.size() - 1) instanceof Sentence last)) {
      return then(new Sentence(text));
    }
    List<AccountLine> all = new ArrayList<>(lines.subList(0, lines.size() - 1));
    all.add(new Sentence(last.text() + text));
    return new Account(all);
  }

  /** Whether it says nothing. */
  public boolean isEmpty() {
    return lines.isEmpty();
  }
}
