package io.kvperf.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.Operation;
import org.junit.jupiter.api.Test;

/** Metric keys: one spelling of every stored name, read back to the same key. */
class MetricKeyTest {
  @Test
  void storedNamesAreTheOnesBaselineFilesHold() {
    assertThat(MetricKey.of(Operation.GET, Statistic.P99_LATENCY).storedName())
        .isEqualTo("latency.get.p99Nanos");
    assertThat(
            MetricKey.of(Operation.READ_MODIFY_WRITE, Statistic.INTENDED_P99_LATENCY).storedName())
        .isEqualTo("latency.readModifyWrite.intended.p99Nanos");
    assertThat(MetricKey.of(Statistic.ALLOCATION_PER_OP).storedName())
        .isEqualTo("allocation.bytesPerOp");
    assertThat(MetricKey.of(Statistic.OPERATION_ALLOCATION_PER_OP).storedName())
        .isEqualTo("allocation.operationThreads.bytesPerOp");
    assertThat(MetricKey.of(Statistic.OCCUPIED_SPACE).storedName()).isEqualTo("disk.occupiedBytes");
  }

  @Test
  void everyKeyParsesBackFromItsStoredName() {
    for (Statistic statistic : Statistic.values()) {
      if (statistic.perOperation()) {
        for (Operation operation : Operation.values()) {
          MetricKey key = MetricKey.of(operation, statistic);
          assertThat(MetricKey.parse(key.storedName())).contains(key);
        }
      } else {
        assertThat(MetricKey.parse(MetricKey.of(statistic).storedName()))
            .contains(MetricKey.of(statistic));
      }
    }
    assertThat(MetricKey.parse("latency.gets.p99Nanos")).isEmpty();
    assertThat(MetricKey.parse("throughput")).isEmpty();
  }

  @Test
  void aKeyHasAnOperationExactlyWhenItsStatisticIsPerOperationAndTheStatisticsUnit() {
    assertThatThrownBy(() -> MetricKey.of(Statistic.P99_LATENCY))
        .hasMessageContaining("P99_LATENCY needs operation type");
    assertThatThrownBy(() -> MetricKey.of(Operation.GET, Statistic.OCCUPIED_SPACE))
        .hasMessageContaining("OCCUPIED_SPACE takes no operation type");
    assertThatThrownBy(() -> new MetricKey(Operation.GET, Statistic.P99_LATENCY, Unit.BYTES))
        .hasMessageContaining("P99_LATENCY is in NANOSECONDS, not BYTES");
    assertThat(MetricKey.of(Operation.SCAN, Statistic.P99_LATENCY).label())
        .isEqualTo("scan p99 latency");
  }

  @Test
  void keyFiguresNameWhatBaselinesKeep() {
    assertThat(Metrics.sample().keyFigures())
        .containsEntry(MetricKey.of(Operation.GET, Statistic.P99_LATENCY), 2000.0)
        .containsEntry(MetricKey.of(Statistic.ALLOCATION_PER_OP), 100.0)
        .containsEntry(MetricKey.of(Statistic.OPERATION_ALLOCATION_PER_OP), 100.0)
        .containsEntry(MetricKey.of(Statistic.OCCUPIED_SPACE), 0.0)
        .containsEntry(MetricKey.of(Statistic.GC_PAUSES_PER_OPERATION), 1_000.0)
        .containsEntry(MetricKey.of(Statistic.STORAGE_BYTES_WRITTEN_PER_OP), 4.096)
        .containsEntry(MetricKey.of(Statistic.OPERATION_CPU_PER_OP), 400_000.0)
        .hasSize(7);
  }
}
