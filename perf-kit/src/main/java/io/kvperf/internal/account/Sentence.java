package io.kvperf.internal.account;

import java.util.Objects;

/**
 * A line whose words its decider still writes itself, as text: the deciders not yet turned into
 * values write these, and the reports print them as they are.
 *
 * @param text the line, possibly of several lines
 */
public record Sentence(String text) implements AccountLine {
  /** Checks the text is present. */
  public Sentence {
    Objects.requireNonNull(text, "text");
  }
}
