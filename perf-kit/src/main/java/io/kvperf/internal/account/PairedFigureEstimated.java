package io.kvperf.internal.account;

import java.util.Objects;

/**
 * One figure of a comparison of two builds estimated from pairs and judged by nothing: no budget
 * reads it.
 *
 * @param change the figure's change and its interval
 */
public record PairedFigureEstimated(PairedChange change) implements ComparisonLine {
  /** Checks the change is present. */
  public PairedFigureEstimated {
    Objects.requireNonNull(change, "change");
  }
}
