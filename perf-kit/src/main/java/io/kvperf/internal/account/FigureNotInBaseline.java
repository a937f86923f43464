package io.kvperf.internal.account;

import io.kvperf.result.MetricKey;
import java.util.Objects;

/**
 * A budgeted figure the baseline lacks, recorded before the figure existed: not compared.
 *
 * @param key the figure
 */
public record FigureNotInBaseline(MetricKey key) implements GateLine {
  /** Checks the figure is named. */
  public FigureNotInBaseline {
    Objects.requireNonNull(key, "key");
  }
}
