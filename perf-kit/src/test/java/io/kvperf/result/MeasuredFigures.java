package io.kvperf.result;

import io.kvperf.api.Operation;

/** The keys of measured statistics, for tests that assert what a decider judged. */
public final class MeasuredFigures {
  private MeasuredFigures() {}

  /** The key of {@code statistic} of the whole run. */
  public static Figure of(Statistic statistic) {
    return new Figure.Measured(MetricKey.of(statistic));
  }

  /** The key of {@code statistic} of {@code operation}. */
  public static Figure of(Operation operation, Statistic statistic) {
    return new Figure.Measured(MetricKey.of(operation, statistic));
  }
}
