package io.kvperf.assertj;

import static io.kvperf.assertj.PerfAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.Operation;
import io.kvperf.result.Environment;
import io.kvperf.result.Metrics;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** On {@code Metrics.sample()}: one 3 ms pause, 100 B/op, get p99 2 µs. */
class PerfResultAssertTest {
  private static final PerfResult RESULT =
      new PerfResult(
          new PerfResult.Subject("a.B#get", "skiplist", Map.of(), "full", 1),
          new ThroughputResult(List.of(100.0, 110.0, 90.0)),
          Metrics.sample(),
          List.of(),
          new PerfResult.Platform(
              List.of(),
              new Environment(
                  new Environment.Machine("Linux", "amd64", "CPU", "L1d 32K", 2),
                  new Environment.Jvm("JVM 17", java.util.List.of(), "G1", 1024))));

  @Test
  void passingBudgets() {
    assertThat(RESULT).allocationPerOp().isLessThan(128.0);
    assertThat(RESULT).gc().maxPause().isLessThan(Duration.ofMillis(50));
    assertThat(RESULT).gc().count().isEqualTo(1);
    assertThat(RESULT).latency(Operation.GET).p99().isLessThan(Duration.ofMillis(1));
    assertThat(RESULT).latency("get").p99().isLessThan(Duration.ofMillis(1));
    assertThat(RESULT).throughput().isGreaterThan(50.0);
    assertThat(RESULT).cpuUsage().isBetween(0.2, 0.3);
  }

  @Test
  void aFailureNamesTheFigureTheContractAndTheEngine() {
    assertThatThrownBy(() -> assertThat(RESULT).gc().maxPause().isLessThan(Duration.ofMillis(1)))
        .hasMessageContaining("[GC of a.B#get on skiplist max pause]")
        .hasMessageContaining("0.003S");
    assertThatThrownBy(() -> assertThat(RESULT).allocationPerOp().isLessThan(64.0))
        .hasMessageContaining("allocation per operation [bytes] of a.B#get on skiplist")
        .hasMessageContaining("100.0");
  }

  @Test
  void anOperationTypeTheWorkloadLackedIsAFailure() {
    assertThatThrownBy(() -> assertThat(RESULT).latency(Operation.SCAN))
        .hasMessageContaining("has no latency of scan; it has [get]");
    assertThatThrownBy(() -> assertThat(RESULT).intendedLatency(Operation.GET))
        .hasMessageContaining("has no latency from when due of get; it has []");
  }

  @Test
  void anUnknownOperationNameFailsListingTheValidOnes() {
    assertThatThrownBy(() -> assertThat(RESULT).latency("gets"))
        .hasMessageContaining(
            "'gets' is no operation type; use one of [get, update, insert, delete,"
                + " readModifyWrite, scan, reverseScan, cursorRead]");
  }
}
