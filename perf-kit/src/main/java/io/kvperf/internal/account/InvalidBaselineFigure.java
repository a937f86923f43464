package io.kvperf.internal.account;

import io.kvperf.result.MetricKey;
import java.util.Objects;

/**
 * A baseline figure no rise can be measured from (not finite, or negative): the budget fails.
 *
 * @param key the figure
 * @param baseline the baseline's value
 * @param validRange the range a figure must lie in, in words
 */
public record InvalidBaselineFigure(MetricKey key, double baseline, String validRange)
    implements GateLine {
  /** Checks the values are present. */
  public InvalidBaselineFigure {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(validRange, "validRange");
  }
}
