package io.kvperf.assertj;

import io.kvperf.result.MetricsResult;
import org.assertj.core.api.AbstractDoubleAssert;
import org.assertj.core.api.AbstractDurationAssert;
import org.assertj.core.api.AbstractLongAssert;
import org.assertj.core.api.Assertions;

/** Assertions on the GC pauses of a result's measured iterations. */
public final class GcAssert {
  private final MetricsResult metrics;
  private final String description;

  GcAssert(MetricsResult metrics, String description) {
    this.metrics = metrics;
    this.description = description;
  }

  /** The longest pause. */
  public AbstractDurationAssert<?> maxPause() {
    return Assertions.assertThat(metrics.gcMaxPause()).as(description + " max pause");
  }

  /** The sum of the pauses. */
  public AbstractDurationAssert<?> totalPause() {
    return Assertions.assertThat(metrics.gcTotalPause()).as(description + " total pause");
  }

  /** The number of pauses. */
  public AbstractLongAssert<?> count() {
    return Assertions.assertThat(metrics.gcPauseCount()).as(description + " pause count");
  }

  /** The share of wall time in pauses, 0–1. */
  public AbstractDoubleAssert<?> share() {
    return Assertions.assertThat(metrics.gcShare()).as(description + " share of wall time [0-1]");
  }
}
