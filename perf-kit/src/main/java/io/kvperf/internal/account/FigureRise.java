package io.kvperf.internal.account;

import io.kvperf.result.MetricKey;
import io.kvperf.result.Verdict;
import java.util.Objects;

/**
 * A figure held to a rise of at most a tolerance against its baseline: what it was, what it is, and
 * whether it held.
 *
 * @param key the figure
 * @param baseline its baseline's value
 * @param measured the value measured now
 * @param risePercent the rise from the baseline, percent ({@code Infinity} from a zero baseline)
 * @param tolerancePercent the budget's tolerance, percent
 * @param verdict {@link Verdict#PASSED} when it held, {@link Verdict#FAILED} when it rose beyond
 */
public record FigureRise(
    MetricKey key,
    double baseline,
    double measured,
    double risePercent,
    double tolerancePercent,
    Verdict verdict)
    implements GateLine {
  /** Checks the values are present. */
  public FigureRise {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(verdict, "verdict");
  }
}
