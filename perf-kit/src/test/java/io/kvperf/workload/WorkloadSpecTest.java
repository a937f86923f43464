package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.KeyOrder;
import org.junit.jupiter.api.Test;

class WorkloadSpecTest {
  private static WorkloadSpec spec(long preload, int keySize, int valueSize, int threads) {
    return new WorkloadSpec(
        preload, keySize, valueSize, 1, KeyOrder.UNIFORM, OperationMix.readOnly(), threads);
  }

  @Test
  void theKeySizeBoundsThePreloadCount() {
    assertThat(spec(256, 1, 0, 1).preloadCount()).isEqualTo(256);
    assertThatThrownBy(() -> spec(257, 1, 0, 1))
        .hasMessage(
            "@Workload(preload = 257) is invalid: exceeds the 256 distinct keys that 1-byte keys can hold");
  }

  @Test
  void eachRangeIsCheckedAndNamed() {
    assertThatThrownBy(() -> spec(0, 16, 100, 1)).hasMessageStartingWith("@Workload(preload = 0)");
    assertThatThrownBy(() -> spec(1, 65_537, 100, 1))
        .hasMessageStartingWith("@Workload(keySize = 65537)");
    assertThatThrownBy(() -> spec(1, 16, -1, 1))
        .hasMessageStartingWith("@Workload(valueSize = -1)");
    assertThatThrownBy(() -> spec(1, 16, 100, 1025))
        .hasMessageStartingWith("@Workload(threads = 1025)");
  }

  @Test
  void preloadBytesCountKeysAndValues() {
    assertThat(spec(10, 16, 100, 1).preloadBytes()).isEqualTo(1160);
  }
}
