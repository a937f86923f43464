package io.kvperf.internal.account;

import io.kvperf.result.Statistic;
import java.util.Objects;

/**
 * A budgeted figure of a comparison of two builds left undecided because some fork did not measure
 * it.
 *
 * @param figure the figure as its judgement names it
 * @param statistic what measures it, which says what could not tell it: the JVM (the operation
 *     threads' allocation or CPU time) or a JFR event
 */
public record PairedFigureNotMeasured(String figure, Statistic statistic)
    implements ComparisonLine {
  /** Checks the values are present. */
  public PairedFigureNotMeasured {
    Objects.requireNonNull(figure, "figure");
    Objects.requireNonNull(statistic, "statistic");
  }
}
