package io.kvperf.assertj;

import io.kvperf.result.LatencySummary;
import java.time.Duration;
import org.assertj.core.api.AbstractDurationAssert;
import org.assertj.core.api.Assertions;

/** Assertions on one operation type's overall latency percentiles. */
public final class LatencyAssert {
  private final LatencySummary summary;
  private final String description;

  LatencyAssert(LatencySummary summary, String description) {
    this.summary = summary;
    this.description = description;
  }

  private AbstractDurationAssert<?> percentile(String name, long nanos) {
    return Assertions.assertThat(Duration.ofNanos(nanos)).as(name + " " + description);
  }

  /** The median. */
  public AbstractDurationAssert<?> p50() {
    return percentile("p50", summary.p50Nanos());
  }

  /** The 99th percentile. */
  public AbstractDurationAssert<?> p99() {
    return percentile("p99", summary.p99Nanos());
  }

  /** The 99.9th percentile. */
  public AbstractDurationAssert<?> p999() {
    return percentile("p99.9", summary.p999Nanos());
  }

  /** The largest recorded latency. */
  public AbstractDurationAssert<?> max() {
    return percentile("max", summary.maxNanos());
  }
}
