package io.kvperf.docs;

import static io.kvperf.assertj.PerfAssertions.assertThat;

import io.kvperf.api.Operation;
import io.kvperf.result.PerfResult;
import java.time.Duration;

/** The checks docs/gate.md shows for a contract's body, compiled here. */
final class AssertionSnippets {
  private AssertionSnippets() {}

  static void checks(PerfResult result) {
    // snippet:assertions
    assertThat(result).allocationPerOp().isLessThan(64.0);
    assertThat(result).gc().maxPause().isLessThan(Duration.ofMillis(50));
    assertThat(result).latency(Operation.GET).p99().isLessThan(Duration.ofMillis(1));
    // with @Rate, the latency from when each operation was due:
    assertThat(result).intendedLatency(Operation.GET).p99().isLessThan(Duration.ofMillis(5));
    // end-snippet:assertions
  }
}
