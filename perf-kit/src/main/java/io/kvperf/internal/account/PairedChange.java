package io.kvperf.internal.account;

import java.util.Objects;

/**
 * One figure's change from pairs, A against B: the mean of the pairs' log ratios and the half-width
 * of its interval, and where a lead was fitted, how much it moved the ratio.
 *
 * @param figure the figure as its judgement names it, e.g. {@code throughput} or {@code p99 of get}
 * @param meanLn the mean log ratio, A over B
 * @param halfWidthLn the half-width of its interval, a log ratio (infinite from one pair)
 * @param leadLn how much higher the log ratio lies in the pairs A led than on average; {@code NaN}
 *     where no lead was fitted
 */
public record PairedChange(String figure, double meanLn, double halfWidthLn, double leadLn) {
  /** Checks the figure is named. */
  public PairedChange {
    Objects.requireNonNull(figure, "figure");
  }
}
