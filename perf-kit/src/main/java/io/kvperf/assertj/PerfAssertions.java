package io.kvperf.assertj;

import io.kvperf.result.PerfResult;

/**
 * Entry point of the kvperf assertions.
 *
 * <pre>{@code
 * import static io.kvperf.assertj.PerfAssertions.assertThat;
 *
 * assertThat(result).allocationPerOp().isLessThan(64.0);              // passes at 0.9 B/op
 * assertThat(result).gc().maxPause().isLessThan(Duration.ofMillis(50));
 * assertThat(result).latency(Operation.GET).p99().isLessThan(Duration.ofMillis(1)); // 4 ms fails:
 * // [p99 latency of get of MyContract#get on rocksdb]
 * // Expecting actual: 0.004S to be less than: 0.001S
 * }</pre>
 */
public final class PerfAssertions {
  private PerfAssertions() {}

  /** Assertions on {@code result}. */
  public static PerfResultAssert assertThat(PerfResult result) {
    return new PerfResultAssert(result);
  }
}
