package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.KeyOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class OperationStreamTest {
  private static WorkloadSpec spec(KeyOrder order, OperationMix mix, int threads, long preload) {
    return new WorkloadSpec(preload, 16, 100, 324432L, order, mix, threads);
  }

  private static List<String> first(OperationStream stream, int count) {
    List<String> ops = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      stream.next();
      ops.add(stream.operation() + ":" + stream.keyIndex());
    }
    return ops;
  }

  @Test
  void aThreadsStreamIsReproducibleAndDiffersFromOtherThreads() {
    WorkloadSpec spec = spec(KeyOrder.UNIFORM, new OperationMix(70, 30), 2, 1_000_000);
    assertThat(first(new OperationStream(spec, 0), 1000))
        .isEqualTo(first(new OperationStream(spec, 0), 1000))
        .isNotEqualTo(first(new OperationStream(spec, 1), 1000));
  }

  @Test
  void theOperationsOfASeedArePinned() {
    // Seen identical on JDK 17 and JDK 25.
    WorkloadSpec spec =
        new WorkloadSpec(1000, 16, 20, 324432L, KeyOrder.UNIFORM, new OperationMix(50, 50), 1);
    assertThat(first(new OperationStream(spec, 0), 5))
        .containsExactly("GET:876", "PUT:362", "GET:728", "PUT:581", "PUT:843");
  }

  @Test
  void uniformKeysStayInRangeAndTheMixHoldsItsProportions() {
    WorkloadSpec spec = spec(KeyOrder.UNIFORM, new OperationMix(70, 30), 1, 1000);
    OperationStream stream = new OperationStream(spec, 0);
    int puts = 0;
    int[] perKey = new int[1000];
    for (int i = 0; i < 100_000; i++) {
      stream.next();
      assertThat(stream.keyIndex()).isBetween(0L, 999L);
      perKey[(int) stream.keyIndex()]++;
      puts += stream.operation() == Operation.PUT ? 1 : 0;
    }
    assertThat(puts).isBetween(29_000, 31_000);
    assertThat(java.util.Arrays.stream(perKey).min().orElseThrow()).isGreaterThanOrEqualTo(50);
    assertThat(java.util.Arrays.stream(perKey).max().orElseThrow()).isLessThanOrEqualTo(160);
  }

  @Test
  void readOnlyMixIssuesOnlyGets() {
    OperationStream stream =
        new OperationStream(spec(KeyOrder.UNIFORM, OperationMix.readOnly(), 1, 10), 0);
    for (int i = 0; i < 1000; i++) {
      stream.next();
      assertThat(stream.operation()).isEqualTo(Operation.GET);
    }
  }

  @Test
  void sequentialWalksInKeyOrderAndWrapsEachThreadFromItsOwnSlice() {
    WorkloadSpec spec = spec(KeyOrder.SEQUENTIAL, OperationMix.readOnly(), 2, 4);
    assertThat(first(new OperationStream(spec, 0), 6))
        .containsExactly("GET:0", "GET:1", "GET:2", "GET:3", "GET:0", "GET:1");
    assertThat(first(new OperationStream(spec, 1), 3)).containsExactly("GET:2", "GET:3", "GET:0");
  }

  @Test
  void aThreadIndexOutsideTheWorkloadIsRejected() {
    WorkloadSpec spec = spec(KeyOrder.UNIFORM, OperationMix.readOnly(), 2, 10);
    assertThatThrownBy(() -> new OperationStream(spec, 2)).hasMessageContaining("outside 0..1");
  }
}
